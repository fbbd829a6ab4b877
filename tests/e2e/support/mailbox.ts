import { expect } from "@playwright/test";
import { mailHttpPort } from "../../../playwright.config.js";

/** An email as the e2e mail server received it (tests/e2e/support/mail-server.ts). */
export interface E2eMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: string[];
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Every email the app has sent to an address so far. */
export async function mailsTo(address: string): Promise<E2eMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailHttpPort}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as E2eMail[];
}

/** Waits for an email to the address whose subject matches, and answers it. */
export async function waitForMail(address: string, subject: RegExp | string): Promise<E2eMail> {
  const matches = (mail: E2eMail) =>
    typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject);
  let found: E2eMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(matches);
        return Boolean(found);
      },
      { message: `an email to ${address} with subject ${String(subject)}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text part that starts with the given prefix (absolute URL). */
export function linkIn(mail: E2eMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/[^\s\]>)"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return link;
}

/** A header's value as sent ("List-Unsubscribe" → "<https://...>"). */
export function headerOf(mail: E2eMail, name: string): string | undefined {
  const line = mail.headers.find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
