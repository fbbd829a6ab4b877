import { Trans, useLingui } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { Button, buttonClass } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { useSiteSettings } from "../../lib/site-settings";

/** 'Suggest a Course' (spec: behaviour not shown): suggestions are welcome by email. */
export default function SuggestCourseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The academy's one contact address (CONTACT_EMAIL); the subject tells the team what it is.
  const { contactEmail } = useSiteSettings();
  const { t } = useLingui();
  const subject = encodeURIComponent("Course suggestion");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Suggest a Course`}
        description={t`Is there a trade you want to learn that we don't teach yet? We'd love to hear about it.`}
      >
        <p className="text-sm leading-6 text-ink">
          <Trans>
            Send your idea to our course team by email. Tell us the trade or skill, and what kind of job it would help
            you get. We read every suggestion and use them to plan new courses.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Not Now</Trans>
            </Button>
          </DialogClose>
          <a href={`mailto:${contactEmail}?subject=${subject}`} className={buttonClass("primary", "md")}>
            <Mail className="h-5 w-5" aria-hidden="true" />
            <Trans>Email Your Suggestion</Trans>
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
