// The app's side of the range bench: sendStoredFile (src/server/storage/range-serve.ts) on the
// local driver, mounted on one route of a Fastify server made as buildApp makes it (the guarded
// HTTP server, the error handler, security headers, compression). No route serves stored files
// yet (the video routes come with issue 22's jobs); theirs will add an access check before it.
// Usage: node bench/range-app.mjs <folder> <port>, after npm run build:server.
import Fastify from "fastify";
import { loadConfig } from "../dist/server/config.js";
import { createGuardedServer } from "../dist/server/lib/http-server.js";
import { registerCompression } from "../dist/server/plugins/compression.js";
import { registerErrorHandling } from "../dist/server/plugins/errors.js";
import { registerSecurity } from "../dist/server/plugins/security.js";
import { LocalStorage, sendStoredFile } from "../dist/server/storage/index.js";

const [folder, port] = process.argv.slice(2);
const config = loadConfig({ ...process.env, DATA_DIR: folder, UPLOAD_DIR: folder, NODE_ENV: "production" });
const storage = new LocalStorage(folder);
const app = Fastify({
  serverFactory: (handler) => createGuardedServer(config.http, handler),
  logger: { level: "warn" },
});
registerErrorHandling(app);
await registerSecurity(app, config);
registerCompression(app);
app.get("/files/*", (request, reply) => sendStoredFile(request, reply, storage, request.params["*"]));
await app.listen({ port: Number(port), host: "127.0.0.1" });
