import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Award, Briefcase, GraduationCap, Users } from "lucide-react";

const impactFigures = [
  { value: "96%", label: msg`Graduation Rate`, icon: GraduationCap },
  { value: "89%", label: msg`Job Placement`, icon: Briefcase },
  { value: "$48k", label: msg`Average Starting Salary`, icon: Award },
  { value: "15,000+", label: msg`Mentor Hours`, icon: Users },
];

/** The home page's "Our Impact" figures: what students go on to do. */
export function OurImpact() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="impact-title" className="bg-teal-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="impact-title" className="text-2xl font-bold sm:text-3xl">
            <Trans>Our Impact</Trans>
          </h2>
          <p className="mt-2 text-lg leading-7 text-teal-50">
            <Trans>Our students don&apos;t just finish courses. They start careers.</Trans>
          </p>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {impactFigures.map(({ value, label, icon: Icon }) => (
            <div key={value} className="flex min-w-0 flex-col rounded-2xl bg-white/10 p-4 sm:p-5">
              <dt className="mt-1 text-sm font-semibold text-teal-50">{i18n._(label)}</dt>
              {/* Two tiles side by side at 320 px leave "15,000+" about 100 px: the icon goes above it there. */}
              <dd className="order-first flex flex-wrap items-center gap-x-2 gap-y-1 font-display text-2xl font-bold min-[400px]:text-3xl sm:text-4xl">
                <Icon className="h-6 w-6 shrink-0 text-amber-400" aria-hidden="true" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
