import type { MouseEvent, ReactNode } from "react";
import { linkButton } from "../../components/ui/button";
import { useDonation } from "./donation-context";

/** The donate page, opening the dialog with this amount chosen (or none: "#donate"). */
export function donateHref(amount?: number): string {
  return amount ? `/donate?amount=${amount}` : "/donate#donate";
}

/**
 * A donate button (issue 23): a link underneath, so a tap before the page's script has run goes to
 * /donate, which opens the dialog (with the amount chosen) once hydrated; afterwards it opens the
 * dialog in place, as the spec says.
 */
export function DonateLink({
  amount,
  className,
  onOpen,
  children,
}: {
  amount?: number;
  className?: string;
  /** Before the dialog opens (the phone's menu closes). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const donation = useDonation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!donation) return;
    event.preventDefault();
    onOpen?.();
    donation.openDonation(amount);
  };
  return (
    <a href={donateHref(amount)} className={className} {...linkButton} onClick={open}>
      {children}
    </a>
  );
}
