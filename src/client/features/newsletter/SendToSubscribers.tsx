import { Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";

const SendDialog = lazy(() => import("./SendDialog").then((module) => ({ default: module.SendDialog })));

/**
 * The blog manager's "Send to subscribers" for a published post. The dialog's code (and the
 * progress table) loads when it first opens, so the blog manager's first load doesn't carry it.
 */
export function SendToSubscribers({ post }: { post: { id: string; title: string } }) {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can close (and hand focus back) as usual.
  // (Not useOpenedOnce: sharing it with the dashboard would make it a chunk of its own there.)
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={`Send ${post.title} to subscribers`}
      >
        <Send className="h-4 w-4" aria-hidden="true" /> Send
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SendDialog post={post} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
