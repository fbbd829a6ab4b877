/** The home page's ways to give: the donate buttons and the two giving sections. */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Handshake, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useIntlLocale } from "../../lib/i18n";
import { DonateLink } from "./DonateLink";
import { formatDonation } from "./donation-logic";

const donationTiers = [
  { amount: 25, impact: msg`Course materials for one student` },
  { amount: 100, impact: msg`One month of mentorship` },
  { amount: 500, impact: msg`A full certification program` },
];

/** Opens the donation dialog once hydrated; before, or where there is none, goes to the donate page. */
function DonateButton({ children, variant = "primary" }: { children: ReactNode; variant?: "primary" | "light" }) {
  return <DonateLink className={buttonClass(variant, "lg")}>{children}</DonateLink>;
}

/** The visitor hero's "Support Our Mission". */
export function SupportButton() {
  return (
    <DonateLink className={buttonClass("outline", "lg")}>
      <Heart className="h-5 w-5" aria-hidden="true" />
      <Trans>Support Our Mission</Trans>
    </DonateLink>
  );
}

/** "Help a Young Person Build a Future": what a gift buys, Donate Now and Become a Partner. */
export function DonationAppeal() {
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  return (
    <section aria-labelledby="donate-title" className="bg-gradient-to-br from-brand-50 to-amber-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <Heart className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
          <h2 id="donate-title" className="mt-3 text-2xl font-bold sm:text-3xl">
            <Trans>Help a Young Person Build a Future</Trans>
          </h2>
          <p className="mt-3 text-lg leading-7 text-ink-muted">
            <Trans>Every gift goes straight to tools, training and mentors for students who need a fair start.</Trans>
          </p>
        </div>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-3">
          {donationTiers.map((tier) => (
            <li key={tier.amount}>
              <Card className="h-full p-6 text-center">
                {/* The amount names its card: a heading, not a styled paragraph (axe p-as-heading). */}
                <h3 className="font-display text-4xl font-bold text-brand-700">
                  {formatDonation(tier.amount, locale)}
                </h3>
                <p className="mt-2 text-ink">{i18n._(tier.impact)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <DonateButton>
            <Heart className="h-5 w-5" aria-hidden="true" />
            <Trans>Donate Now</Trans>
          </DonateButton>
          <Link href="/donate#partners" className={buttonClass("outline", "lg")}>
            <Handshake className="h-5 w-5" aria-hidden="true" />
            <Trans>Become a Partner</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The signed-in home's "Pay It Forward" band. */
export function PayItForward() {
  return (
    <section aria-labelledby="give-title" className="bg-teal-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="give-title" className="text-2xl font-bold">
            <Trans>Pay It Forward</Trans>
          </h2>
          <p className="mt-2 max-w-xl text-teal-50">
            <Trans>
              $25 buys course materials for one student. Help the next learner get the start you&apos;re getting.
            </Trans>
          </p>
        </div>
        <DonateButton variant="light">
          <Heart className="h-5 w-5" aria-hidden="true" />
          <Trans>Donate Now</Trans>
        </DonateButton>
      </div>
    </section>
  );
}
