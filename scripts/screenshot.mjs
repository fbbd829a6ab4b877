#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths, to look at what we build:
//   node scripts/screenshot.mjs http://localhost:3000 / /courses /blog
// Writes $SHOTS_DIR (default .shots)/<name>-{phone,desktop}.png. Set COOKIE="tsa_session=..." to see a signed-in page.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const outDir = process.env.SHOTS_DIR ?? ".shots";
mkdirSync(outDir, { recursive: true });
for (const [label, viewport] of [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (process.env.COOKIE) {
    const [name, value] = process.env.COOKIE.split("=");
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  page.on(
    "console",
    (message) => message.type() === "error" && console.log(`console error on ${page.url()}: ${message.text()}`),
  );
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: process.env.FULL !== "0" });
    console.log(`${outDir}/${name}-${label}.png`);
  }
  await context.close();
}
await browser.close();
