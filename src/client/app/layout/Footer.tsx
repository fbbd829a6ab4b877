import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, Camera, GraduationCap, Users, Video } from "lucide-react";
import { Link } from "wouter";
import type { MessageDescriptor } from "@lingui/core";
import { sitePagePath, type SitePageSlug } from "../../../shared/rules/site-pages";
import { LanguageSwitch } from "../../features/preferences/LanguageSwitch";
import { PROGRAMS } from "../../lib/programs";
import { useSiteSettings } from "../../lib/site-settings";
import { SITE_NAME } from "../head";
import { useHydrationMark } from "../hydration-mark";

const programs = [...PROGRAMS.values()];
/** The academy's own pages (issue 23; admins edit them at /admin/pages), by footer column. */
type PageLink = readonly [SitePageSlug, MessageDescriptor];
const support: PageLink[] = [
  ["get-help", msg`Get Help`],
  ["faqs", msg`FAQs`],
  ["contact-us", msg`Contact Us`],
  ["technical-support", msg`Technical Support`],
  ["accessibility", msg`Accessibility`],
];
const organization: PageLink[] = [
  ["about-us", msg`About Us`],
  ["our-mission", msg`Our Mission`],
  ["board-of-directors", msg`Board of Directors`],
  ["annual-reports", msg`Annual Reports`],
  ["careers", msg`Careers`],
];
const legal: PageLink[] = [
  ["privacy-policy", msg`Privacy Policy`],
  ["terms-of-service", msg`Terms of Service`],
  ["cookie-policy", msg`Cookie Policy`],
];
/** The year the academy's copyright starts (the spec's "© 2023"). */
const FIRST_YEAR = 2023;
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

const linkClass = "text-teal-100/90 hover:text-white hover:underline";

export function Footer() {
  useHydrationMark("footer");
  const { i18n, t } = useLingui();
  // The server's year at render travels with the page (site settings), so hydration agrees.
  const { year } = useSiteSettings();
  const years = year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : `${FIRST_YEAR}`;
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
          {/* The academy has no social accounts yet: the icons are placeholders, not links. */}
          <ul className="mt-4 flex gap-2" aria-label={t`Social media (coming soon)`}>
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
              <Link href="/courses" className={linkClass}>
                {i18n._(program)}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t`Support`}>
          {support.map(([slug, label]) => (
            <li key={slug}>
              <Link href={sitePagePath(slug)} className={linkClass}>
                {i18n._(label)}
              </Link>
            </li>
          ))}
        </Column>
        <Column title={t`Organization`}>
          {organization.map(([slug, label]) => (
            <li key={slug}>
              <Link href={sitePagePath(slug)} className={linkClass}>
                {i18n._(label)}
              </Link>
            </li>
          ))}
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-teal-100/90 sm:px-6 md:flex-row md:flex-wrap md:items-center md:justify-between md:gap-x-8 md:*:shrink-0">
          <p>
            <Trans>© {years} Trade Skills Academy. A 501(c)(3) nonprofit organization.</Trans>
          </p>
          <LanguageSwitch tone="dark" />
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legal.map(([slug, label]) => (
              <li key={slug}>
                <Link href={sitePagePath(slug)} className={linkClass}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
