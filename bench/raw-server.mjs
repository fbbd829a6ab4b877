// The baseline: a bare node:http server answering each path with the same bytes (base64 in the
// routes file, so compressed answers replay exactly) and headers the app sent for it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([path, route]) => [
    path,
    { headers: route.headers, body: Buffer.from(route.body, "base64") },
  ]),
);
const server = createServer((request, response) => {
  const route = routes.get(request.url ?? "");
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...route.headers, "content-length": route.body.length });
  response.end(route.body);
});
server.listen(Number(process.argv[3]), "127.0.0.1");
