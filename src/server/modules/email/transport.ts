import nodemailer from "nodemailer";
import type { EmailAttachment } from "../../../db/schema/index.js";

/** One message as the worker hands it to the mail server. */
export interface OutgoingMessage {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS). Timeouts are
 * bounded so a mail server that hangs delays one try, not the worker.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A test or local server on 127.0.0.1 speaks plain SMTP; elsewhere STARTTLS is used when offered.
    ...(url.searchParams.get("tls") === "off" ? { ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
