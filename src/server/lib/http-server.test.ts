import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../config.js";
import { createGuardedServer } from "./http-server.js";

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const options: Config["http"] = {
  headersTimeoutMs: 1000,
  idleTimeoutMs: 1500,
  keepAliveTimeoutMs: 500,
  minBodyBytesPerSecond: 1000,
  requestTimeoutMs: 60_000,
  maxConnectionsPerAddress: 3,
};

/** A guarded server that answers each request, once its body is read, with the body's length. */
async function listen(overrides: Partial<Config["http"]> = {}): Promise<number> {
  const server = createGuardedServer({ ...options, ...overrides }, (request, response) => {
    let length = 0;
    request.on("data", (chunk: Buffer) => (length += chunk.length));
    request.on("end", () => response.end(String(length)));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

function open(port: number) {
  const socket = connect({ port, host: "127.0.0.1" });
  sockets.push(socket);
  let data = "";
  socket.on("data", (chunk: Buffer) => (data += chunk.toString()));
  socket.on("error", () => undefined);
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, connected, closed, received: () => data };
}

describe("createGuardedServer", () => {
  it("closes a socket that never speaks (the idle timeout)", async () => {
    const port = await listen();
    const silent = open(port);
    await silent.closed;
    expect(silent.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it("closes sockets past the per-address cap at once and serves the ones within it", async () => {
    const port = await listen({ idleTimeoutMs: 60_000 });
    const probes = Array.from({ length: 5 }, () => open(port));
    await Promise.all(probes.map((probe) => probe.connected));
    let closed = 0;
    await new Promise<void>((resolve) => {
      for (const probe of probes) void probe.closed.then(() => ++closed === 2 && resolve());
    });
    const kept = probes.filter((probe) => !probe.socket.destroyed);
    expect(kept).toHaveLength(3);
    await Promise.all(
      kept.map(
        (probe) =>
          new Promise<void>((resolve) => {
            probe.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
            probe.socket.on("data", () => probe.received().includes("\r\n\r\n0") && resolve());
          }),
      ),
    );
  });

  it("has no cap when none is set (behind a trusted proxy)", async () => {
    const port = await listen({ maxConnectionsPerAddress: undefined, idleTimeoutMs: 60_000 });
    const probes = Array.from({ length: 10 }, () => open(port));
    await Promise.all(probes.map((probe) => probe.connected));
    await Promise.all(
      probes.map(
        (probe) =>
          new Promise<void>((resolve) => {
            probe.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
            probe.socket.on("data", () => probe.received().includes("\r\n\r\n0") && resolve());
          }),
      ),
    );
    expect(probes.filter((probe) => probe.socket.destroyed)).toEqual([]);
  });

  it("cuts a body that trickles below the minimum rate, however steadily", async () => {
    const port = await listen({ idleTimeoutMs: 60_000 });
    const trickle = open(port);
    await trickle.connected;
    trickle.socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n");
    const drip = setInterval(() => trickle.socket.writable && trickle.socket.write("x"), 100);
    try {
      await trickle.closed;
    } finally {
      clearInterval(drip);
    }
    expect(trickle.received()).toBe("");
  });

  it("reads a slow body through when it keeps the minimum rate, past the headers' and idle timeouts", async () => {
    const port = await listen();
    const steady = open(port);
    await steady.connected;
    const size = 8000;
    steady.socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`);
    // 400 bytes each 100 ms: 4,000 bytes/s, for about 2 s.
    let sent = 0;
    const pump = setInterval(() => {
      if (sent >= size) return clearInterval(pump);
      steady.socket.write("y".repeat(400));
      sent += 400;
    }, 100);
    await steady.closed;
    clearInterval(pump);
    expect(steady.received()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\n8000$/);
  });
});
