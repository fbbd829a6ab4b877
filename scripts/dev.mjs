#!/usr/bin/env node
// Development: rebuilds the client and the server-rendering bundle on every change, and
// restarts the server when its code or the rendering bundle changes. Ctrl-C stops all.
import { spawn, spawnSync } from "node:child_process";

const run = (args, options = {}) => spawn(args[0], args.slice(1), { stdio: "inherit", ...options });

// One full build first, so the server starts with a client to serve.
if (spawnSync("npm", ["run", "build:client"], { stdio: "inherit" }).status !== 0) process.exit(1);

const children = [
  run(["npx", "vite", "build", "--watch", "--mode", "development"]),
  run([
    "npx",
    "vite",
    "build",
    "--watch",
    "--mode",
    "development",
    "--ssr",
    "entry-server.tsx",
    "--outDir",
    "../../dist/ssr",
  ]),
  run([
    process.execPath,
    "--watch-path=src/server",
    "--watch-path=src/db",
    "--watch-path=src/shared",
    "--watch-path=dist/ssr",
    "--import",
    "tsx",
    "src/server/main.ts",
  ]),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
