import { NOTICE_KINDS, noticeKeyOf, type NoticeKey } from "../../../shared/rules/email.js";
import type { Executor } from "../../../db/types.js";
import { badRequest, msg, notFound, sharedMessage } from "../../errors.js";
import { storedLocale } from "../../i18n/locale-of.js";
import type { Locale } from "../../../shared/rules/locale.js";
import { voidPendingRowsTo } from "./outbox.queries.js";
import * as queries from "./preferences.queries.js";
import { readUnsubscribeToken } from "./unsubscribe.js";

/**
 * Which optional notices a person gets. users.emailOptOuts lists the NOTICE_KINDS keys they
 * turned off; security mail has no key, so nothing here can stop it.
 */

export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is invalid. Use the link from your latest email.";

export async function getEmailPreferences(db: Executor, userId: string) {
  const optOuts = await queries.findOptOuts(db, userId);
  if (!optOuts) throw notFound("User");
  return toPreferences(optOuts);
}

/** Saves the whole set of choices (keys not named keep their current state). */
export async function setEmailPreferences(db: Executor, userId: string, choices: Partial<Record<NoticeKey, boolean>>) {
  const current = await queries.findOptOuts(db, userId);
  if (!current) throw notFound("User");
  const optOuts = new Set(current);
  for (const [key, wanted] of Object.entries(choices)) {
    if (wanted) optOuts.delete(key);
    else optOuts.add(key);
  }
  return toPreferences((await queries.updateOptOuts(db, userId, [...optOuts].sort()))!);
}

function toPreferences(optOuts: string[]) {
  return {
    notices: NOTICE_KINDS.map((notice) => ({
      key: notice.key,
      label: notice.label,
      description: notice.description,
      staffOnly: notice.staffOnly,
      isEnabled: !optOuts.includes(notice.key),
    })),
  };
}

/**
 * True when the user turned off the notice this kind belongs to. Checked by enqueueEmail in the
 * event's transaction, so a choice saved before the event always counts; a message already queued
 * when the choice changes still goes (it was the user's choice at the time).
 */
export async function isOptedOut(db: Executor, userId: string, kind: string): Promise<boolean> {
  const key = noticeKeyOf(kind);
  if (!key) return false;
  const optOuts = await queries.findOptOuts(db, userId);
  return optOuts?.includes(key) ?? false;
}

/**
 * Stops one optional notice of a user (that notice's List-Unsubscribe and footer link), or every
 * one (a link from mail sent before issue 23, which said so). Other choices stay as they are.
 */
export async function unsubscribeNotices(db: Executor, userId: string, notice?: NoticeKey): Promise<void> {
  if (notice) {
    await setEmailPreferences(db, userId, { [notice]: false });
    return;
  }
  await queries.updateOptOuts(
    db,
    userId,
    NOTICE_KINDS.map((kind) => kind.key),
  );
}

/**
 * Stops the newsletter for an address (the one-click route here, and the newsletter module, which
 * re-exports it). Answers whether it was on the list. Newsletter messages still waiting for it are
 * withdrawn (not one a worker holds: that one is on its way), so a send under way stops for it too.
 */
export async function unsubscribeNewsletter(db: Executor, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const wasSubscribed = await queries.markNewsletterUnsubscribed(db, address);
  await voidPendingRowsTo(db, address, "newsletter");
  return wasSubscribed;
}

/** Follows a signed unsubscribe token (RFC 8058 one-click, or the /unsubscribe page's button). */
export async function unsubscribeByToken(db: Executor, secret: string, token: string) {
  const target = readUnsubscribeToken(secret, token);
  if (!target)
    throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE, [{ path: "querystring.token", message: "Not a valid token" }]);
  if (target.list === "notices") {
    await unsubscribeNotices(db, target.userId, target.notice);
    const notice = target.notice && NOTICE_KINDS.find((kind) => kind.key === target.notice);
    if (notice) {
      return {
        list: target.list,
        message: msg(
          "You are unsubscribed from this notice: {notice}. You can turn it back on under Email settings in your dashboard.",
          { notice: sharedMessage(notice.label) },
        ),
      };
    }
    return {
      list: target.list,
      message: msg(
        "You are unsubscribed from optional notices. You can turn them back on under Email settings in your dashboard.",
      ),
    };
  }
  await unsubscribeNewsletter(db, target.email);
  return { list: target.list, message: msg("You are unsubscribed from the newsletter. You won't get it any more.") };
}

/**
 * The language of the person an unsubscribe token names (the account's, or the subscriber's), for
 * the page a GET on the List-Unsubscribe address opens; undefined for a token that is not ours or
 * a person not found (the page then follows the request).
 */
export async function unsubscribeLocale(db: Executor, secret: string, token: string): Promise<Locale | undefined> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return undefined;
  const stored =
    target.list === "notices"
      ? await queries.findUserLocale(db, target.userId)
      : await queries.findSubscriberLocale(db, target.email);
  return stored === undefined ? undefined : storedLocale(stored);
}
