import type { ScryptOptions } from "node:crypto";
import { Worker } from "node:worker_threads";
import { AppError } from "../../errors.js";

/** Answered (503, with Retry-After) when every hashing thread is busy and the queue is full. */
export const HASHING_BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";

/** Thrown by a full pool; the error handler answers 503 with `Retry-After: retryAfterSeconds`. */
export class HashingBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super("SERVICE_UNAVAILABLE", HASHING_BUSY_MESSAGE, undefined, { retryAfterSeconds });
    this.name = "HashingBusyError";
  }
}

export interface HashPoolOptions {
  /** Worker threads hashing at once. */
  threads: number;
  /** Hashes waiting for a thread; one more is refused with HashingBusyError. */
  queue: number;
}

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** What a thread answers: the key, or scrypt's error message. */
type Reply = { key: Uint8Array } | { error: string };

/*
 * scryptSync on a thread of our own. crypto.scrypt's callback form runs on libuv's threadpool
 * (4 threads, process-wide), the same one that reads static files, so a burst of sign-ups made
 * /favicon.svg wait behind the hashes (issue 20, item 4); inside a worker the async form would
 * still use that pool. A source string rather than a file: the same code runs under tsx, Vitest
 * and the compiled build without resolving a .ts or .js worker path.
 */
const workerSource = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", (job) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/**
 * A small pool of worker threads for password hashing, with a bounded queue. Threads start on
 * first use and don't keep the process alive while idle (the create-user command exits when done).
 */
export class HashPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private started = 0;
  /** A running average of one hash's time, for Retry-After. */
  private averageMs = 100;

  constructor(readonly options: HashPoolOptions) {}

  /** scryptSync(password, salt, keyLength, options) on a pool thread. */
  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { password, salt, keyLength, options, resolve, reject };
      const worker = this.freeWorker();
      if (worker) return this.run(worker, job);
      if (this.waiting.length >= this.options.queue) return reject(new HashingBusyError(this.retryAfterSeconds()));
      this.waiting.push(job);
    });
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waiting.length };
  }

  /** Stops every thread; hashes in flight or waiting fail. */
  async close(): Promise<void> {
    const error = new Error("The password hashing pool was closed");
    for (const job of this.waiting.splice(0)) job.reject(error);
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    for (const job of this.running.values()) job.reject(error);
    this.running.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private freeWorker(): Worker | undefined {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.running.size + this.idle.length >= this.options.threads) return undefined;
    return this.startWorker();
  }

  private startWorker(): Worker {
    const worker = new Worker(workerSource, { eval: true, name: `password-hash-${++this.started}` });
    worker.on("error", (error) => this.lose(worker, error));
    worker.on("exit", (code) => this.lose(worker, new Error(`A password hashing thread exited (code ${code})`)));
    return worker;
  }

  private run(worker: Worker, job: Job) {
    const start = performance.now();
    this.running.set(worker, job);
    // Busy threads keep the process alive until their answer is in; idle ones don't.
    worker.ref();
    worker.once("message", (reply: Reply) => {
      this.running.delete(worker);
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - start);
      if ("key" in reply) job.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
      else job.reject(new Error(reply.error));
      const next = this.waiting.shift();
      if (next) return this.run(worker, next);
      worker.unref();
      this.idle.push(worker);
    });
    const { password, salt, keyLength, options } = job;
    worker.postMessage({ password, salt, keyLength, options });
  }

  /** A thread that crashed or exited: its hash fails, and the next hash starts a new thread. */
  private lose(worker: Worker, error: Error) {
    const job = this.running.get(worker);
    this.running.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    job?.reject(error);
    worker.removeAllListeners();
    const next = this.waiting.shift();
    if (next) {
      const replacement = this.freeWorker();
      if (replacement) this.run(replacement, next);
      else this.waiting.unshift(next);
    }
  }

  /** About how long the queue takes to drain, in whole seconds (1 to 30). */
  private retryAfterSeconds(): number {
    const drainMs = ((this.waiting.length + this.running.size) * this.averageMs) / this.options.threads;
    return Math.min(30, Math.max(1, Math.ceil(drainMs / 1000)));
  }
}

/** scrypt's production cost, log2 N (N = 2^15): config.passwordHashing.cost's default. */
export const DEFAULT_PASSWORD_HASH_COST = 15;

let settings: HashPoolOptions = { threads: 2, queue: 32 };
let cost = DEFAULT_PASSWORD_HASH_COST;
let shared: HashPool | undefined;

/**
 * Sets the shared pool's size and queue, and the cost of new hashes (config.passwordHashing); call
 * before the first hash. Checks read the cost a hash was made with, so any cost's hashes verify.
 */
export function configurePasswordHashing(options: HashPoolOptions & { cost?: number }): void {
  settings = { threads: options.threads, queue: options.queue };
  cost = options.cost ?? DEFAULT_PASSWORD_HASH_COST;
  const previous = shared;
  shared = undefined;
  void previous?.close();
}

/** log2 of scrypt's N for new hashes. */
export function passwordHashCost(): number {
  return cost;
}

/** The pool every password hash and check goes through. */
export function passwordHashPool(): HashPool {
  return (shared ??= new HashPool(settings));
}
