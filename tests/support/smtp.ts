import { type AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP envelope's recipients. */
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, from nodemailer's authors): the app sends to it
 * through SMTP_URL and tests read what arrived. `rejectNext(n)` answers the next n messages with a
 * temporary failure; `stop()` and `start()` take it away and bring it back on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private rejections = 0;
  private waiters: (() => void)[] = [];

  constructor(private port = 0) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?tls=off`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.rejections > 0) {
            this.rejections--;
            const error = new Error("Try again later") as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (parsed) => {
              this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
              callback();
              for (const wake of this.waiters.splice(0)) wake();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  rejectNext(count: number): void {
    this.rejections = count;
  }

  /** The mails to an address so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Waits until `predicate` holds of what arrived (bounded: fails after timeoutMs). */
  async waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `timed out waiting for mail; received: ${this.received.map((mail) => mail.parsed.subject).join(", ") || "none"}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}

/** On a free port, or the given one (the e2e mail server's fixed port). */
export async function startTestSmtp(port = 0): Promise<TestSmtpServer> {
  const server = new TestSmtpServer(port);
  await server.start();
  return server;
}
