import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, Camera, GraduationCap, Users, Video } from "lucide-react";
import { Link } from "wouter";
import { LanguageSwitch } from "../../features/preferences/LanguageSwitch";
import { SITE_NAME } from "../head";
import { useHydrationMark } from "../hydration-mark";

const programs = [
  msg`Carpentry & Woodworking`,
  msg`Urban Gardening`,
  msg`Financial Literacy`,
  msg`Auto Mechanics`,
  msg`Culinary Arts`,
];
const support = [msg`Get Help`, msg`FAQs`, msg`Contact Us`, msg`Technical Support`, msg`Accessibility`];
const organization = [msg`About Us`, msg`Our Mission`, msg`Board of Directors`, msg`Annual Reports`, msg`Careers`];
const socials = [
  { label: "Facebook", Icon: Users },
  { label: "Instagram", Icon: Camera },
  { label: "LinkedIn", Icon: Briefcase },
  { label: "YouTube", Icon: Video },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

/** Items whose destination is not decided yet render as plain text, not dead links. */
function Placeholder({ children }: { children: string }) {
  return <li className="text-teal-100/90">{children}</li>;
}

export function Footer() {
  useHydrationMark("footer");
  const { i18n, t } = useLingui();
  return (
    <footer className="mt-16 bg-teal-900 text-teal-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-600 text-white">
              <GraduationCap className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="font-display text-lg font-bold text-white">{SITE_NAME}</span>
          </div>
          <p className="mt-4 text-sm leading-6 text-teal-100/90">
            <Trans>
              A nonprofit academy giving young people hands-on trade skills, caring mentors and a real path to a good
              job.
            </Trans>
          </p>
          <ul className="mt-4 flex gap-2" aria-label={t`Social media`}>
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  title={t`${label} (coming soon)`}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-white"
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t`${label} (coming soon)`}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <Column title={t`Programs`}>
          {programs.map((program) => (
            <li key={program.id}>
              <Link href="/courses" className="text-teal-100/90 hover:text-white hover:underline">
                {i18n._(program)}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t`Support`}>
          {support.map((item) => (
            <Placeholder key={item.id}>{i18n._(item)}</Placeholder>
          ))}
        </Column>
        <Column title={t`Organization`}>
          {organization.map((item) => (
            <Placeholder key={item.id}>{i18n._(item)}</Placeholder>
          ))}
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-teal-100/90 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            <Trans>© 2023 Trade Skills Academy. A 501(c)(3) nonprofit organization.</Trans>
          </p>
          <LanguageSwitch tone="dark" />
          <ul className="flex gap-5">
            <li>
              <Trans>Privacy Policy</Trans>
            </li>
            <li>
              <Trans>Terms of Service</Trans>
            </li>
            <li>
              <Trans>Cookie Policy</Trans>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
