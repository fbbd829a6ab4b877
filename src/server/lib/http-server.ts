import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "../config.js";
import { clientAddressKey } from "./client-address.js";

/** How often bodies' rates (and Node's header and request timeouts) are checked. */
const CHECK_INTERVAL_MS = 1000;

/**
 * The HTTP server with its guards against slow and idle clients (issue 20, item 3). Fastify
 * applies its connectionTimeout, keepAliveTimeout and requestTimeout only to a server it makes
 * itself, and the app makes its own (the fast path answers before Fastify), so they are set here:
 * - headersTimeout: the request line and headers must arrive within it (Node answers 408);
 * - the idle timeout (socket.setTimeout, Fastify's connectionTimeout): a socket with no byte either
 *   way for that long is closed; this is what ends a socket that connects and never speaks, which
 *   Node's own timers leave open;
 * - keepAliveTimeout: an idle kept-alive socket between requests;
 * - a minimum body rate: a request body that arrives slower than minBodyBytesPerSecond on average
 *   (counted after the first headersTimeout) is cut, so a slow phone's upload goes through however
 *   long it takes while a trickle of one byte now and then does not hold the socket;
 * - requestTimeout: the whole request's outer bound (Node answers 408), long enough for the
 *   largest upload at the minimum rate;
 * - at most maxConnectionsPerAddress open sockets per client address (clientAddressKey: IPv6 by
 *   /64); more are closed at once. Off behind a trusted proxy, where every socket is the proxy's.
 */
export function createGuardedServer(options: Config["http"], handler: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      keepAliveTimeout: options.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, options.headersTimeoutMs),
    },
    (request, response) => {
      watchBody(request);
      handler(request, response);
    },
  );
  server.setTimeout(options.idleTimeoutMs);

  const bodies = new Map<IncomingMessage, { socket: Socket; startBytes: number; startedAt: number }>();
  const watchBody = (request: IncomingMessage) => {
    const length = Number(request.headers["content-length"] ?? 0);
    if (request.complete || (!(length > 0) && request.headers["transfer-encoding"] === undefined)) return;
    const { socket } = request;
    bodies.set(request, { socket, startBytes: socket.bytesRead, startedAt: performance.now() });
    const forget = () => bodies.delete(request);
    request.once("end", forget);
    request.once("close", forget);
  };
  const checkBodies = setInterval(() => {
    const now = performance.now();
    for (const [request, body] of bodies) {
      if (request.complete || body.socket.destroyed) {
        bodies.delete(request);
        continue;
      }
      const owedSeconds = (now - body.startedAt - options.headersTimeoutMs) / 1000;
      if (owedSeconds <= 0) continue;
      if (body.socket.bytesRead - body.startBytes < owedSeconds * options.minBodyBytesPerSecond) {
        bodies.delete(request);
        body.socket.destroy();
      }
    }
  }, CHECK_INTERVAL_MS);
  checkBodies.unref();
  server.once("close", () => clearInterval(checkBodies));

  const limit = options.maxConnectionsPerAddress;
  if (limit !== undefined) {
    const open = new Map<string, number>();
    server.on("connection", (socket: Socket) => {
      if (!socket.remoteAddress) return;
      const key = clientAddressKey(socket.remoteAddress);
      const count = open.get(key) ?? 0;
      if (count >= limit) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }
  return server;
}
