import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { EmailCategory } from "../../../../db/schema/index.js";
import { serverText, type ArgumentsOf, type EmailMessageId, type ServerValue } from "../../../i18n/catalog.js";
import { storedLocale } from "../../../i18n/locale-of.js";
import type { Locale } from "../../../../shared/rules/locale.js";
import type { EmailToSend } from "../email.service.js";
import { unsubscribeToken, type UnsubscribeTarget } from "../unsubscribe.js";

/** What every template needs from the configuration. */
export interface MailContext {
  publicUrl: URL;
  contactEmail: string;
  /** Signs unsubscribe links (the session secret). */
  secret: string;
  /**
   * Months after a certificate its outcome follow-ups go (FOLLOW_UP_MONTHS, issue 24); 6 and 12
   * when absent. Here because every path that issues certificates already carries this context.
   */
  followUpMonths?: readonly number[];
}

/**
 * A template's texts in the recipient's language: `t("Welcome, {name}!", { name })` renders the
 * English ICU message (the catalogue's id, src/server/locales/es.emails.json) in `locale`. The id
 * must be in the catalogue and the values must be the id's arguments.
 */
export function mailTexts(locale: Locale) {
  return <const Id extends EmailMessageId>(
    id: Id,
    ...values: [ArgumentsOf<Id>] extends [never] ? [] : [Readonly<Record<ArgumentsOf<Id>, ServerValue>>]
  ) => serverText(locale, id, ...values);
}

/** A recipient's stored language (users.locale, a subscriber's locale): null is English. */
export const recipientLocale = (recipient: { locale?: string | null }): Locale => storedLocale(recipient.locale);

/** An absolute link into the app, from PUBLIC_URL. */
export const appLink = (ctx: MailContext, path: string) => new URL(path, ctx.publicUrl).toString();

/**
 * Where optional mail is stopped without signing in: `oneClick` takes the RFC 8058 POST that mail
 * apps send from the List-Unsubscribe header; `page` (the footer link) shows a page with the
 * button, so a link scanner that follows links does not unsubscribe anyone.
 */
export function unsubscribeLinks(ctx: MailContext, target: UnsubscribeTarget) {
  const token = encodeURIComponent(unsubscribeToken(ctx.secret, target));
  return {
    oneClick: appLink(ctx, `/api/email/unsubscribe?token=${token}`),
    page: appLink(ctx, `/unsubscribe?token=${token}`),
  };
}

/** RFC 8058 one-click unsubscribe headers for optional mail. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Headings keep their case in the text part (html-to-text shouts them by default). */
const plainTextOptions = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "img", format: "skip" },
  ],
};

export interface Rendered {
  subject: string;
  element: ReactElement;
}

/** Renders a template's element into the HTML part and the plain-text part. */
export async function renderEmail(
  message: Rendered & {
    to: string;
    kind: string;
    category: EmailCategory;
    unsubscribe?: { oneClick: string; page: string };
  } & Pick<EmailToSend, "attachments" | "ref" | "dedupeKey" | "userId" | "sendAfter">,
): Promise<EmailToSend> {
  const { element, unsubscribe, ...rest } = message;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: plainTextOptions }),
  ]);
  return {
    ...rest,
    html,
    text,
    ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe.oneClick) } : {}),
  };
}
