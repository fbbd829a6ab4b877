/**
 * What admins may read of a message in the outbox. Every one-time or signed link the academy
 * mails carries its secret in a `token` query parameter: a password reset (an account takeover
 * until it is used or expires), a newsletter confirmation (consent on someone's behalf) and the
 * unsubscribe links in newsletter and notice emails and their List-Unsubscribe header (they change
 * someone's subscriptions without signing in). None of that is the admin's to follow.
 *
 * A kept message (no SMTP_URL) is the exception: it was never delivered, and reading its link at
 * /admin/emails is how a local install resets a password.
 */
import type { EmailStatus } from "../../../db/schema/index.js";

export const HIDDEN_TOKEN = "[hidden]";

/** `token=` after `?` or `&` (also `&amp;` in HTML, and percent-encoded in a wrapped link). */
const TOKEN_PARAMETER = /((?:[?&]|&amp;|%3F|%26)token(?:=|%3D))[^&\s"'<>#)\]]+/gi;

/** Whether a message in this state shows its links as they are (only a kept one does). */
export const showsSecretLinks = (status: EmailStatus) => status === "kept";

/** The text with every link's token replaced by "[hidden]". */
export const hideSecretLinks = (text: string) => text.replace(TOKEN_PARAMETER, `$1${HIDDEN_TOKEN}`);

/** A message as admins may read it: a kept one whole, any other with its links' tokens hidden. */
export function outboxMessageForAdmins<
  T extends { status: EmailStatus; textBody: string; htmlBody: string; headers: Record<string, string> },
>(message: T): T & { areLinksHidden: boolean } {
  if (showsSecretLinks(message.status)) return { ...message, areLinksHidden: false };
  return {
    ...message,
    textBody: hideSecretLinks(message.textBody),
    htmlBody: hideSecretLinks(message.htmlBody),
    headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, hideSecretLinks(value)])),
    areLinksHidden: true,
  };
}
