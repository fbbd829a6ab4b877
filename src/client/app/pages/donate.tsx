import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Award,
  BookOpen,
  Briefcase,
  Building2,
  Check,
  Hammer,
  Heart,
  Megaphone,
  Star,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useSearch } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { formatDonation, MIN_DONATION, parseAmount, TIER_AMOUNTS } from "../../features/donations/donation-logic";
import { DonateLink } from "../../features/donations/DonateLink";
import { useDonation } from "../../features/donations/donation-context";
import { cn } from "../../lib/cn";
import { useIntlLocale } from "../../lib/i18n";
import { useSiteSettings } from "../../lib/site-settings";
import { usePageHead } from "../head";

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?${new URLSearchParams({ subject, ...(body ? { body } : {}) }).toString().replace(/\+/g, "%20")}`;

/** An email the visitor sends to friends themselves; the link needs the site's address, known in the browser. */
function tellAFriendHref({ origin, i18n }: { origin: string; i18n: I18n }) {
  const url = `${origin}/donate`;
  return mailto(
    "",
    i18n._(msg`A nonprofit worth knowing: Trade Skills Academy`),
    origin
      ? i18n._(
          msg`I've been following Trade Skills Academy, a nonprofit teaching trades to young people. Take a look: ${url}`,
        )
      : i18n._(msg`I've been following Trade Skills Academy, a nonprofit teaching trades to young people.`),
  );
}

const stats = [
  { value: "2,847", label: msg`Students Served` },
  { value: "892", label: msg`Job Placements` },
  { value: "96%", label: msg`Graduation Rate` },
  { value: "15,000+", label: msg`Mentor Hours` },
];

const tiers = [
  {
    name: msg`Supporter`,
    amount: TIER_AMOUNTS.materials,
    impact: msg`Provides course materials for one student`,
    Icon: BookOpen,
    isPopular: false,
  },
  {
    name: msg`Advocate`,
    amount: TIER_AMOUNTS.mentorship,
    impact: msg`Funds one month of mentorship`,
    Icon: Users,
    isPopular: true,
  },
  {
    name: msg`Champion`,
    amount: TIER_AMOUNTS.certification,
    impact: msg`Sponsors a full certification program`,
    Icon: Award,
    isPopular: false,
  },
];

const reasons: { title: MessageDescriptor; text: MessageDescriptor; Icon: LucideIcon }[] = [
  {
    title: msg`Most training at no cost to students`,
    text: msg`Most of our students couldn't afford a trade school. Donations keep tools, materials and classes free for the young people who need them most.`,
    Icon: Hammer,
  },
  {
    title: msg`Mentors who stay in their corner`,
    text: msg`Every student is matched with a working tradesperson who helps with everything from first cuts to first interviews.`,
    Icon: Users,
  },
  {
    title: msg`A path to a real paycheck`,
    text: msg`Certifications and employer connections turn new skills into steady jobs, apprenticeships and careers.`,
    Icon: Briefcase,
  },
];

const gains = [
  msg`Tools and safety gear for every student`,
  msg`Paid certification exam fees`,
  msg`Transit passes so students can get to class`,
  msg`Job placement support after graduation`,
];

const otherWays: {
  key: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: LucideIcon;
  action: MessageDescriptor;
  /** origin: the site's address (known in the browser); contactEmail: where offers of help go (CONTACT_EMAIL). */
  href: (where: { origin: string; contactEmail: string; i18n: I18n }) => string;
  id?: string;
}[] = [
  {
    key: "volunteer",
    title: msg`Volunteer`,
    text: msg`Share your trade as a mentor, help at a community build day, or run a mock interview.`,
    Icon: Heart,
    action: msg`Email Us to Volunteer`,
    href: ({ contactEmail, i18n }) => mailto(contactEmail, i18n._(msg`Volunteering with Trade Skills Academy`)),
  },
  {
    key: "partners",
    title: msg`Corporate Partnerships`,
    text: msg`Sponsor a program, donate equipment, or hire our graduates. We'll build a partnership that fits your company.`,
    Icon: Building2,
    action: msg`Become a Partner`,
    href: ({ contactEmail, i18n }) => mailto(contactEmail, i18n._(msg`Corporate partnership`)),
    id: "partners",
  },
  {
    key: "spread",
    title: msg`Spread the Word`,
    text: msg`Tell friends, family and coworkers about our students. Every new supporter helps another young person start.`,
    Icon: Megaphone,
    action: msg`Tell a Friend`,
    href: tellAFriendHref,
  },
];

/**
 * A donate button of this page. With an amount (a tier's "Donate $100"), a link to
 * /donate?amount=100 before the script has run; without, a button that looks busy until then and
 * opens the dialog once hydrated, even for a tap made before (issue 23).
 */
function DonateAction({
  children,
  amount,
  variant = "primary",
  className,
}: {
  children: ReactNode;
  amount?: number;
  variant?: "primary" | "light" | "secondary";
  className?: string;
}) {
  const donation = useDonation();
  if (amount) {
    return (
      <DonateLink amount={amount} className={cn(buttonClass(variant, "lg"), className)}>
        {children}
      </DonateLink>
    );
  }
  return (
    <Button size="lg" variant={variant} className={className} data-replay="" onClick={() => donation?.openDonation()}>
      {children}
    </Button>
  );
}

/**
 * A donate button tapped on another page before its script had run came here: the dialog opens
 * once hydrated, with its amount chosen (/donate?amount=100) or none (/donate#donate), and the
 * address drops the request, so a reload doesn't open it again.
 */
function useDonationFromAddress() {
  const donation = useDonation();
  const search = useSearch();
  useEffect(() => {
    const amount = parseAmount(new URLSearchParams(search).get("amount") ?? "");
    const asked = amount !== null || window.location.hash === "#donate";
    if (!asked || !donation) return;
    window.history.replaceState(window.history.state, "", "/donate");
    donation.openDonation(amount !== null && amount >= MIN_DONATION ? amount : undefined);
  }, [search, donation]);
}

export default function DonatePage() {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  usePageHead({
    title: t`Donate`,
    description: t`Give young people the tools, training and mentors to build a career in the trades.`,
  });
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const { contactEmail } = useSiteSettings();
  useDonationFromAddress();

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white">
            <Heart className="h-3.5 w-3.5" aria-hidden="true" /> <Trans>Nonprofit Organization</Trans>
          </span>
          <h1 className="mx-auto mt-4 max-w-3xl text-3xl font-bold sm:text-5xl">
            <Trans>Build a Future, One Skill at a Time</Trans>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            <Trans>
              Your gift gives a young person hands-on training, a mentor in their corner and a real path to a good job.
            </Trans>
          </p>
          <DonateAction variant="light" className="mt-8">
            <Heart className="h-5 w-5" aria-hidden="true" /> <Trans>Donate Now</Trans>
          </DonateAction>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="impact-heading" className="sr-only">
          <Trans>Our impact so far</Trans>
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.value}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface px-3 py-5 text-center shadow-[var(--shadow-card)]"
            >
              <dt className="text-sm font-semibold text-ink-muted">{i18n._(stat.label)}</dt>
              <dd className="order-first font-display text-2xl font-bold text-teal-700 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="tiers-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <div className="text-center">
          <h2 id="tiers-heading" className="text-2xl font-bold sm:text-3xl">
            <Trans>Choose Your Impact</Trans>
          </h2>
          <p className="mt-2 text-ink-muted">
            <Trans>Any amount helps. Here is what a gift can do.</Trans>
          </p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {tiers.map((tier) => {
            const amount = formatDonation(tier.amount, locale);
            return (
              <li
                key={tier.amount}
                className={cn(
                  "relative flex flex-col items-center rounded-[var(--radius-card)] border bg-surface p-6 pt-8 text-center shadow-[var(--shadow-card)]",
                  tier.isPopular ? "border-2 border-brand-600" : "border-line",
                )}
              >
                {tier.isPopular && (
                  <Badge tone="solid" className="absolute -top-3 left-1/2 -translate-x-1/2">
                    <Star className="h-3.5 w-3.5" aria-hidden="true" /> <Trans>Most Popular</Trans>
                  </Badge>
                )}
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <tier.Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                {/* The amount is part of the tier's heading, not a paragraph styled as one (axe p-as-heading). */}
                <h3 className="mt-4 text-xl font-bold">
                  {i18n._(tier.name)} <span className="mt-1 block font-display text-4xl text-brand-700">{amount}</span>
                </h3>
                <p className="mt-3 flex-1 text-ink-muted">{i18n._(tier.impact)}</p>
                <DonateAction
                  amount={tier.amount}
                  variant={tier.isPopular ? "primary" : "secondary"}
                  className="mt-6 w-full"
                >
                  <Trans>Donate {amount}</Trans>
                </DonateAction>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="bg-teal-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="why-heading" className="text-center text-2xl font-bold sm:text-3xl">
            <Trans>Why Your Donation Matters</Trans>
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <li
                key={reason.title.id}
                className="rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-card)]"
              >
                <reason.Icon className="h-7 w-7 text-teal-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-bold">{i18n._(reason.title)}</h3>
                <p className="mt-2 text-ink-muted">{i18n._(reason.text)}</p>
              </li>
            ))}
          </ul>
          <ul className="mx-auto mt-8 grid max-w-3xl gap-2 text-ink sm:grid-cols-2">
            {gains.map((item) => (
              <li key={item.id} className="flex items-start gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                {i18n._(item)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="other-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="other-heading" className="text-center text-2xl font-bold sm:text-3xl">
          <Trans>Other Ways to Support</Trans>
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {otherWays.map((way) => (
            <li
              key={way.key}
              id={way.id}
              className="flex scroll-mt-24 flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]"
            >
              <way.Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{i18n._(way.title)}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{i18n._(way.text)}</p>
              {/* Its words may wrap: "Escríbenos para ser voluntario" is wider than the card at 1024 px. */}
              <a
                href={way.href({ origin, contactEmail, i18n })}
                className={`${buttonClass("outline")} mt-5 sm:whitespace-normal!`}
              >
                {i18n._(way.action)}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-[var(--radius-card)] bg-teal-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">
            <Trans>Every Gift Builds a Future</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-teal-50">
            <Trans>Whether it&apos;s $5 or $500, your donation puts tools in a student&apos;s hands today.</Trans>
          </p>
          <DonateAction variant="light" className="mt-6">
            <Heart className="h-5 w-5" aria-hidden="true" /> <Trans>Give Today</Trans>
          </DonateAction>
        </div>
      </section>
    </div>
  );
}
