import { Trans } from "@lingui/react/macro";
import { CreditCard } from "lucide-react";
import type { Ref } from "react";
import { cn } from "../../lib/cn";

/** Payments aren't configured yet: the donation payment step and checkout both say so. */
export function PaymentUnavailableNotice({
  headingLevel = "h2",
  headingRef,
  className,
}: {
  headingLevel?: "h2" | "h3";
  /** Receives focus when the notice replaces what the user was working on. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div className={cn("rounded-[var(--radius-card)] border border-amber-400 bg-warning-soft p-5", className)}>
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 h-6 w-6 shrink-0 text-brand-800" aria-hidden="true" />
        <div>
          <Heading ref={headingRef} tabIndex={-1} className="font-sans text-lg font-bold text-brand-800 outline-none">
            <Trans>Payment Processing Unavailable</Trans>
          </Heading>
          {/* PAYMENT_UNAVAILABLE_MESSAGE (shared/rules/donations.ts), in the page's language. */}
          <p className="mt-1 text-ink">
            <Trans>Payment processing is currently being configured. Please try again later.</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
