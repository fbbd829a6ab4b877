// The end-to-end servers' ports, chosen once per run so that a second run never meets the servers of a
// first one that was killed (they stop on their own as well: exit-with-runner.ts).
import { spawnSync } from "node:child_process";

export interface E2ePorts {
  /** The app (http://localhost:<app>). */
  app: number;
  /** The e2e mail server: SMTP for the app, HTTP for the specs (tests/e2e/support/mail-server.ts). */
  mailSmtp: number;
  mailHttp: number;
}

// Holds the ports open together so that the system hands out different ones, then lets them go.
const pickScript = `
const net = require("node:net");
const count = Number(process.argv[1]);
const servers = Array.from({ length: count }, () => net.createServer());
let listening = 0;
for (const server of servers) {
  server.listen(0, "127.0.0.1", () => {
    listening += 1;
    if (listening < count) return;
    process.stdout.write(servers.map((each) => each.address().port).join(","));
    for (const each of servers) each.close();
  });
}`;

/** Ports nobody listens on right now, all different (the system picks them). Synchronous, for a config file. */
export function freePortsSync(count: number): number[] {
  const result = spawnSync(process.execPath, ["-e", pickScript, String(count)], { encoding: "utf8" });
  const ports = result.stdout.split(",").map(Number);
  if (result.status !== 0 || ports.length !== count || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
    throw new Error(`could not choose free ports: ${result.stderr}`);
  }
  return ports;
}

/**
 * The run's ports. E2E_PORT fixes the app's port (the mail server then takes the two after it,
 * unless E2E_MAIL_SMTP_PORT/E2E_MAIL_HTTP_PORT say otherwise); without it, all three are free
 * ports chosen now. The choice is written back to `env`: Playwright's workers, which read the
 * config again, inherit the runner's environment and so see the same ports.
 */
export function e2ePorts(env: NodeJS.ProcessEnv = process.env): E2ePorts {
  if (!env.E2E_PORT) {
    const [app, mailSmtp, mailHttp] = freePortsSync(3) as [number, number, number];
    env.E2E_PORT = String(app);
    env.E2E_MAIL_SMTP_PORT ??= String(mailSmtp);
    env.E2E_MAIL_HTTP_PORT ??= String(mailHttp);
  }
  const app = Number(env.E2E_PORT);
  const ports = {
    app,
    mailSmtp: Number(env.E2E_MAIL_SMTP_PORT ?? app + 1),
    mailHttp: Number(env.E2E_MAIL_HTTP_PORT ?? app + 2),
  };
  env.E2E_MAIL_SMTP_PORT = String(ports.mailSmtp);
  env.E2E_MAIL_HTTP_PORT = String(ports.mailHttp);
  return ports;
}
