import { Trans, useLingui } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { Link } from "wouter";
import { Dialog, DialogContent } from "../../components/ui/dialog";

/** 'Get Support': the ways to reach the student support team (the academy's contact address). */
export default function SupportDialog({
  open,
  onOpenChange,
  contactEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactEmail: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Get Support`}
        description={t`Reach our student support team. We answer within one school day.`}
      >
        <ul className="space-y-3">
          <li>
            <a
              href={`mailto:${contactEmail}?subject=${encodeURIComponent(t`Student support request`)}`}
              className="flex items-center gap-3 rounded-[var(--radius-control)] border border-line p-3 hover:bg-brand-50"
            >
              <Mail className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold">
                  <Trans>Email us</Trans>
                </span>
                <span className="text-sm break-all text-ink-muted">{contactEmail}</span>
              </span>
            </a>
          </li>
        </ul>
        <p className="mt-4 text-sm text-ink-muted">
          <Trans>
            Want career advice instead?{" "}
            <Link
              href="/mentorship"
              className="font-semibold text-teal-700 underline underline-offset-2"
              onClick={() => onOpenChange(false)}
            >
              Book a mentor
            </Link>
          </Trans>
        </p>
      </DialogContent>
    </Dialog>
  );
}
