// The end-to-end tests' mail server: a real SMTP server (smtp-server) the app sends to, and a
// small HTTP server that answers what arrived, so specs can read the emails the app sent.
//   node --import tsx tests/e2e/support/mail-server.ts <smtpPort> <httpPort>
import { createServer } from "node:http";
import { startTestSmtp } from "../../support/smtp.js";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error("usage: mail-server.ts <smtpPort> <httpPort>");

const smtp = await startTestSmtp(smtpPort);
const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname !== "/messages") {
    response.writeHead(url.pathname === "/" ? 200 : 404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const mails = (to ? smtp.to(to) : smtp.received).map((mail) => ({
    to: mail.to,
    subject: mail.parsed.subject ?? "",
    messageId: mail.parsed.messageId ?? "",
    text: mail.parsed.text ?? "",
    html: typeof mail.parsed.html === "string" ? mail.parsed.html : "",
    /** Header lines as sent, unfolded: "List-Unsubscribe: <...>" */
    headers: mail.raw
      .split("\r\n\r\n")[0]!
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n"),
    attachments: mail.parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType,
      content: attachment.content.toString("utf8"),
    })),
  }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
});
http.listen(httpPort, "127.0.0.1");

const stop = () => {
  http.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
