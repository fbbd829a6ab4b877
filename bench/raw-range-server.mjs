// The baseline of the range bench: a bare node:http server streaming the same file with
// fs.createReadStream, answering each Range header the bench sends with the app's own headers
// for it (captured, in the routes file) and the same status, Content-Range and bytes.
// Usage: node bench/raw-range-server.mjs <file> <routes.json> <port>
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";

const [file, routesFile, port] = process.argv.slice(2);
const size = statSync(file).size;
/** Range header ("" for none) → { status, headers } as the app answered it. */
const answers = new Map(Object.entries(JSON.parse(readFileSync(routesFile, "utf8"))));

const server = createServer((request, response) => {
  const range = request.headers.range ?? "";
  const answer = answers.get(range);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  let start = 0;
  let end = size - 1;
  if (match) {
    if (match[1] === "") start = Math.max(0, size - Number(match[2]));
    else {
      start = Number(match[1]);
      if (match[2] !== "") end = Math.min(Number(match[2]), size - 1);
    }
  }
  response.writeHead(answer.status, { ...answer.headers, "content-length": end - start + 1 });
  createReadStream(file, { start, end }).pipe(response);
});
server.listen(Number(port), "127.0.0.1");
