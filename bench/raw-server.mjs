// The baseline: a bare node:http server answering each path with the same bytes and headers
// the app sent for it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const routes = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))));
const server = createServer((request, response) => {
  const route = routes.get(request.url ?? "");
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...route.headers, "content-length": Buffer.byteLength(route.body) });
  response.end(route.body);
});
server.listen(Number(process.argv[3]), "127.0.0.1");
