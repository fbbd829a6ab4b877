import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, DollarSign, GraduationCap, MapPin, Quote } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import type { WireStory } from "../../lib/queries";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { contentLang } from "../../../shared/rules/locale";
import { CategoryText } from "../../components/ui/category-text";

const DEFAULT_AVATAR = "/images/default-avatar.svg";

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-teal-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** One graduate: portrait, who they are, where they work now, and their own words. */
export function StoryCard({ story, eager = false }: { story: WireStory; eager?: boolean }) {
  const { t } = useLingui();
  const studentName = story.studentName;
  const age = story.age;
  const graduationYear = story.graduationYear;
  return (
    <article className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-4">
        <ResponsiveImage
          src={story.imageUrl || DEFAULT_AVATAR}
          alt={t`Portrait of ${studentName}`}
          width={80}
          height={80}
          sizes="80px"
          priority={eager}
          className="h-20 w-20 shrink-0 rounded-full border-4 border-brand-100 bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <h3 className="text-xl font-bold">{story.studentName}</h3>
          {story.age !== null && (
            <p className="text-sm text-ink-muted">
              <Trans>Age {age}</Trans>
            </p>
          )}
          <Badge tone="brand" className="mt-1.5">
            <CategoryText category={story.program} />
          </Badge>
        </div>
      </div>
      <dl className="mt-5 grid gap-2 text-sm">
        {story.currentJob && (
          <Fact label={t`Current position`} icon={<Briefcase className="h-4 w-4" aria-hidden="true" />}>
            <span lang={contentLang()} className="font-semibold text-ink">
              {story.currentJob}
            </span>
          </Fact>
        )}
        {story.salary && (
          <Fact label={t`Salary`} icon={<DollarSign className="h-4 w-4" aria-hidden="true" />}>
            <span className="font-semibold text-success">{story.salary}</span>
            <span className="text-ink-muted"> {t`per year`}</span>
          </Fact>
        )}
        {story.location && (
          <Fact label={t`Location`} icon={<MapPin className="h-4 w-4" aria-hidden="true" />}>
            {story.location}
          </Fact>
        )}
        {story.graduationYear !== null && (
          <Fact label={t`Graduation year`} icon={<GraduationCap className="h-4 w-4" aria-hidden="true" />}>
            <Trans>Class of {graduationYear}</Trans>
          </Fact>
        )}
      </dl>
      <blockquote className="relative mt-5 flex-1 rounded-lg bg-paper p-4 pl-10 leading-7 text-ink">
        <Quote className="absolute top-4 left-3 h-5 w-5 text-brand-500" aria-hidden="true" />
        <p lang={contentLang()}>{story.testimonial}</p>
      </blockquote>
    </article>
  );
}
