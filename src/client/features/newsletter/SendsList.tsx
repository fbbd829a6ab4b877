import { Send } from "lucide-react";
import { LocalTime } from "../../components/ui/local-time";
import type { WireNewsletterSend } from "../../lib/admin-queries";
import { SendProgress } from "./SendProgress";

/** Every send, newest first, each with its progress and what has not gone yet. */
export function SendsList({ sends }: { sends: WireNewsletterSend[] }) {
  if (sends.length === 0) {
    return (
      <p className="flex items-center gap-2 text-ink-muted">
        <Send className="h-4 w-4" aria-hidden="true" /> No post has been sent yet. Send one from the Blog page.
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {sends.map((send) => (
        <li
          key={send.id}
          aria-labelledby={`send-${send.id}`}
          className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
        >
          <h3 id={`send-${send.id}`} className="text-lg font-bold break-words">
            {send.postTitle}
          </h3>
          <p className="mb-3 text-sm text-ink-muted">
            <LocalTime iso={send.createdAt} /> · {send.recipientCount}{" "}
            {send.recipientCount === 1 ? "recipient" : "recipients"}
          </p>
          <SendProgress sendId={send.id} />
        </li>
      ))}
    </ul>
  );
}
