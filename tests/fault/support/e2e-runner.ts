// Stands in for Playwright's runner in tests/fault/e2e-second-run.test.ts: reads playwright.config.ts
// (which chooses the run's ports), starts its web servers as Playwright does (a shell, in a process
// group of their own, with the config's environment), waits until each answers, prints one JSON
// line {ports, pids} and then idles until killed.
//   node --import tsx tests/fault/support/e2e-runner.ts
import { spawn } from "node:child_process";
import config, { mailHttpPort, mailSmtpPort } from "../../../playwright.config.js";

const servers = [config.webServer ?? []].flat();
const pids: number[] = [];
for (const server of servers) {
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, ...server.env },
  });
  pids.push(child.pid!);
}

// A fresh embedded database each: seconds on a quiet machine, a minute or more on a busy one.
const deadline = Date.now() + 180_000;
for (const server of servers) {
  for (;;) {
    const answered = await fetch(server.url!).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`${server.url} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const app = Number(new URL(String(config.use?.baseURL)).port);
process.stdout.write(`${JSON.stringify({ ports: [app, mailSmtpPort, mailHttpPort], pids })}\n`);
setInterval(() => {}, 60_000);
