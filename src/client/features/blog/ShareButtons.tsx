import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, Link2, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass, Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { shareLinks } from "./blog-logic";

/** Native share where the device has it, otherwise copy the link; plus two networks' share forms. */
export function ShareButtons({ path, title, text }: { path: string; title: string; text?: string }) {
  const { t } = useLingui();
  // The server doesn't know the visitor's origin or device: both are read after hydration.
  const [url, setUrl] = useState(path);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setUrl(new URL(path, window.location.origin).toString());
    setCanShare(typeof navigator.share === "function");
  }, [path]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link Copied`, description: t`The article's link is on your clipboard.` });
    } catch {
      toast({ title: t`Couldn't Copy the Link`, description: url, variant: "destructive" });
    }
  }

  async function share() {
    if (!canShare) return copyLink();
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
      await copyLink();
    }
  }

  const links = shareLinks(url, title);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        {canShare ? (
          <>
            <Share2 className="h-4 w-4" aria-hidden="true" /> <Trans>Share</Trans>
          </>
        ) : (
          <>
            <Link2 className="h-4 w-4" aria-hidden="true" /> <Trans>Copy Link</Trans>
          </>
        )}
      </Button>
      <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm")}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" /> Twitter
        <span className="sr-only"> {t`(share, opens in a new tab)`}</span>
      </a>
      <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm")}>
        <Briefcase className="h-4 w-4" aria-hidden="true" /> LinkedIn
        <span className="sr-only"> {t`(share, opens in a new tab)`}</span>
      </a>
    </div>
  );
}
