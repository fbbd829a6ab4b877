import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { availableParallelism, homedir } from "node:os";
import { z } from "zod";
import type { S3StorageOptions } from "./storage/s3.js";
import { DEFAULT_AT_RISK_DAYS } from "../shared/rules/at-risk.js";

const boolean = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => ["true", "1", "yes"].includes(value));

/** s3://bucket or s3://bucket/prefix; the prefix's segments as storage keys' (storage/storage.ts). */
const STORAGE_URL_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/?)*))?$/;
const S3_SETTINGS = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce
      .number({ message: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be 0 to 65535")
      .max(65535, "must be 0 to 65535")
      .default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ message: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(100, "must be at least 100")
      .max(120_000, "must be at most 120000")
      .default(5000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATA_DIR_LEASE_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .int("must be a whole number")
      .min(5, "must be 5 to 300")
      .max(300, "must be 5 to 300")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
    CREDENTIAL_SIGNING_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (an Ed25519 seed)")
      .optional(),
    OIDC_ISSUER_URL: z.url({ message: "must be an absolute URL" }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).max(60).default("your organisation account"),
    LOCAL_AUTH: boolean.default(true),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: boolean.default(true),
    TRUST_PROXY: z.string().min(1).default("false"),
    MAX_SIGNUPS_PER_ADDRESS: z.coerce.number({ message: "must be a number" }).int().min(1).max(100_000).default(50),
    MAX_FAILED_LOGINS_PER_ADDRESS: z.coerce
      .number({ message: "must be a number" })
      .int()
      .min(1)
      .max(100_000)
      .default(50),
    SIGNIN_ACCOUNT_DELAY_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .int("must be a whole number")
      .min(1, "must be 1 to 300")
      .max(300, "must be 1 to 300")
      .default(10),
    MAX_UPCOMING_BOOKINGS: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(5),
    MAX_UPCOMING_BOOKINGS_PER_MENTOR: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(2),
    MENTOR_DAILY_MAIL_CAP: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100000")
      .default(20),
    AT_RISK_DAYS: z.coerce
      .number({ message: "must be a number of days" })
      .int("must be a whole number")
      .min(1, "must be 1 to 365")
      .max(365, "must be 1 to 365")
      .default(DEFAULT_AT_RISK_DAYS),
    AT_RISK_DIGEST_HOUR_UTC: z.coerce
      .number({ message: "must be an hour" })
      .int("must be a whole number")
      .min(0, "must be 0 to 23")
      .max(23, "must be 0 to 23")
      .default(7),
    /** on: this process makes the daily at-risk digest when due (off by default in tests, whose clock it would race). */
    AT_RISK_DIGEST: z.enum(["on", "off"], { message: "must be on or off" }).optional(),
    BOOTSTRAP_ADMIN_EMAIL: z.email({ message: "must be an email address" }).optional(),
    BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    STORAGE_URL: z
      .string()
      .regex(
        STORAGE_URL_PATTERN,
        "must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens; prefix segments of letters, digits, '.', '_' and '-', none starting with '.')",
      )
      .optional(),
    S3_ENDPOINT: z.url({ message: "must be an absolute http(s) URL, e.g. https://s3.example.org" }).optional(),
    S3_REGION: z.string().min(1).max(64).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
    S3_FORCE_PATH_STYLE: boolean.default(false),
    STORAGE_PRESIGN_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .int("must be a whole number")
      .min(10, "must be 10 to 604800 (7 days, the most S3 allows)")
      .max(604_800, "must be 10 to 604800 (7 days, the most S3 allows)")
      .default(3600),
    CONTACT_EMAIL: z.email({ message: "must be an email address" }).default("hello@tradeskillsacademy.org"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587")
      .optional(),
    MAIL_FROM: z.string().min(3).max(300).optional(),
    // Web Push (issue 26): the VAPID key pair (base64url, as web-push generate-vapid-keys prints
    // them), else one made once and kept encrypted in the database; the push services' hosts a
    // subscription may name (host or a parent domain), so the server never posts to any other.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
      .optional(),
    PUSH_SERVICE_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, "must be host names separated by commas")
      .default("fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com"),
    EMAIL_POLL_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(0.05, "must be at least 0.05")
      .max(3600, "must be at most 3600")
      .default(5),
    /** Months after a certificate that outcome follow-ups go (issue 24): "6,12". */
    FOLLOW_UP_MONTHS: z
      .string()
      .regex(/^\s*\d{1,3}\s*(,\s*\d{1,3}\s*)*$/, "must be whole months separated by commas, e.g. 6,12")
      .transform((value) => [...new Set(value.split(",").map((month) => Number(month.trim())))].sort((a, b) => a - b))
      .refine((months) => months.every((month) => month >= 1 && month <= 120), "each must be 1 to 120 months")
      .default([6, 12]),
    UPLOAD_MAX_MB: z.coerce
      .number({ message: "must be a number of megabytes" })
      .positive("must be above 0")
      .max(500, "must be at most 500")
      .default(10),
    CACHE_MAX_MB: z.coerce
      .number({ message: "must be a number of megabytes" })
      .min(1, "must be at least 1")
      .max(4096, "must be at most 4096")
      .default(50),
    UPLOAD_MAX_FILES_PER_PROJECT: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(10_000, "must be at most 10000")
      .default(10),
    UPLOAD_MAX_MB_PER_PROJECT: z.coerce
      .number({ message: "must be a number of megabytes" })
      .positive("must be above 0")
      .max(100_000, "must be at most 100000")
      .default(50),
    UPLOAD_MAX_FILES_PER_STUDENT: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100000")
      .default(100),
    UPLOAD_MAX_MB_PER_STUDENT: z.coerce
      .number({ message: "must be a number of megabytes" })
      .positive("must be above 0")
      .max(1_000_000, "must be at most 1000000")
      .default(200),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(1, "must be 1 to 600")
      .max(600, "must be 1 to 600")
      .default(20),
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(1, "must be 1 to 3600")
      .max(3600, "must be 1 to 3600")
      .default(60),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(0.1, "must be 0.1 to 600")
      .max(600, "must be 0.1 to 600")
      .default(5),
    HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce
      .number({ message: "must be a number of bytes per second" })
      .int("must be a whole number")
      .min(1, "must be 1 to 10000000")
      .max(10_000_000, "must be 1 to 10000000")
      .default(1024),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(1, "must be 1 to 86400")
      .max(86_400, "must be 1 to 86400")
      .optional(),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 100000")
      .max(100_000, "must be 1 to 100000")
      .default(300),
    PASSWORD_HASH_THREADS: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 64")
      .max(64, "must be 1 to 64")
      .optional(),
    // Video processing (issue 22, decision 0015).
    FFMPEG_PATH: z.string().min(1).optional(),
    FFPROBE_PATH: z.string().min(1).optional(),
    VIDEO_MAX_MINUTES: z.coerce
      .number({ message: "must be a number of minutes" })
      .min(1, "must be 1 to 600")
      .max(600, "must be 1 to 600")
      .default(20),
    VIDEO_WORKER: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
    /** Test hooks for the end-to-end tests (/api/e2e/...): only their server sets it (playwright.config.ts). */
    E2E_HOOKS: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
    VIDEO_POLL_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(0.05, "must be 0.05 to 3600")
      .max(3600, "must be 0.05 to 3600")
      .default(5),
    VIDEO_JOB_LEASE_SECONDS: z.coerce
      .number({ message: "must be a number of seconds" })
      .min(3, "must be 3 to 3600")
      .max(3600, "must be 3 to 3600")
      .default(120),
    SEED_VIDEO_CACHE_DIR: z.string().min(1).optional(),
    // The largest video staff may upload (tus, modules/videos/uploads.ts).
    VIDEO_MAX_MB: z.coerce
      .number({ message: "must be a number of megabytes" })
      .int("must be a whole number")
      .min(1, "must be 1 to 102400")
      .max(102_400, "must be 1 to 102400")
      .default(1024),
    PASSWORD_HASH_QUEUE: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0 to 10000")
      .max(10_000, "must be 0 to 10000")
      .default(32),
    // scrypt's cost as log2 N. The default, 15, is the production setting (password.ts); the test
    // servers set a lower one so that a sign-up or sign-in costs them about a millisecond.
    PASSWORD_HASH_COST: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(10, "must be 10 to 20")
      .max(20, "must be 10 to 20")
      .default(15),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER_URL"],
        message: "OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none",
      });
    }
    if (Boolean(env.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(env.BOOTSTRAP_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["BOOTSTRAP_ADMIN_EMAIL"],
        message: "and BOOTSTRAP_ADMIN_PASSWORD go together: set both or none",
      });
    }
    if (!env.LOCAL_AUTH && !env.OIDC_ISSUER_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["LOCAL_AUTH"],
        message: "can be false only when OIDC sign-in is configured",
      });
    }
    if (!env.STORAGE_URL) {
      for (const name of S3_SETTINGS) {
        if (env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix to store files in a bucket",
          });
        }
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message:
          "and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials (environment, instance role)",
      });
    }
    if (env.UPLOAD_MAX_FILES_PER_STUDENT < env.UPLOAD_MAX_FILES_PER_PROJECT) {
      ctx.addIssue({
        code: "custom",
        path: ["UPLOAD_MAX_FILES_PER_STUDENT"],
        message: "must be at least UPLOAD_MAX_FILES_PER_PROJECT",
      });
    }
    if (env.UPLOAD_MAX_MB_PER_STUDENT < env.UPLOAD_MAX_MB_PER_PROJECT) {
      ctx.addIssue({
        code: "custom",
        path: ["UPLOAD_MAX_MB_PER_STUDENT"],
        message: "must be at least UPLOAD_MAX_MB_PER_PROJECT",
      });
    }
    if (env.MAX_UPCOMING_BOOKINGS < env.MAX_UPCOMING_BOOKINGS_PER_MENTOR) {
      ctx.addIssue({
        code: "custom",
        path: ["MAX_UPCOMING_BOOKINGS"],
        message: "must be at least MAX_UPCOMING_BOOKINGS_PER_MENTOR",
      });
    }
    if (
      env.HTTP_REQUEST_TIMEOUT_SECONDS !== undefined &&
      env.HTTP_REQUEST_TIMEOUT_SECONDS < env.HTTP_HEADERS_TIMEOUT_SECONDS
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_REQUEST_TIMEOUT_SECONDS"],
        message: "must be at least HTTP_HEADERS_TIMEOUT_SECONDS (the headers are part of the request)",
      });
    }
    if (env.HTTP_REQUEST_TIMEOUT_SECONDS !== undefined) {
      const uploadSeconds = (env.UPLOAD_MAX_MB * 1024 * 1024) / env.HTTP_MIN_BODY_BYTES_PER_SECOND;
      if (env.HTTP_REQUEST_TIMEOUT_SECONDS < uploadSeconds) {
        ctx.addIssue({
          code: "custom",
          path: ["HTTP_REQUEST_TIMEOUT_SECONDS"],
          message: `must be at least ${Math.ceil(uploadSeconds)}: an upload of UPLOAD_MAX_MB at HTTP_MIN_BODY_BYTES_PER_SECOND takes that long, and would be cut`,
        });
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "is required with the other VAPID key (set both or neither)",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production with DATABASE_URL (every app process must share it)",
      });
    }
  });

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: URL;
  /**
   * connectTimeoutMs: longest wait for a PostgreSQL connection or a free pool slot.
   * leaseMs: how long a dead process's hold on the embedded folder lasts (lockFolder).
   */
  database:
    { kind: "postgres"; url: string; connectTimeoutMs: number } | { kind: "pglite"; dataDir: string; leaseMs?: number };
  dataDir: string;
  sessionSecret: string;
  /** The credentials' Ed25519 key as its 32-byte seed in hex; unset: one made and kept in the database (decision 0017). */
  credentialSigningKey?: string;
  /** Cookies get Secure when the public address is https. */
  secureCookies: boolean;
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string; providerName: string };
  localAuth: boolean;
  logLevel: string;
  seedDemo: boolean;
  /** Uploaded files (project submissions, course images); share it between processes when scaling out. */
  uploadDir: string;
  /**
   * Where stored files (video renditions and captions) live: the local folder (uploadDir, the
   * default) or an S3-compatible bucket (STORAGE_URL=s3://...), served by presigned redirects.
   * Holds the bucket's secret: never log it.
   */
  storage: StorageConfig;
  uploadMaxBytes: number;
  /** A student's project files: per project and in all; refused with 413 beyond (uploads.service.ts). */
  uploadQuota: UploadQuota;
  /** Bound on the memory of the public cache (JSON answers and visitors' HTML). */
  cacheMaxBytes: number;
  /** Fastify's trustProxy: false, true, a hop count (as a function), or addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Per client address and 15 minutes; a classroom behind one school address shares them. */
  maxSignupsPerAddress: number;
  maxFailedLoginsPerAddress: number;
  /**
   * While an account has 5 failed sign-ins in 15 minutes (from any addresses), a browser without
   * its known-device cookie gets one attempt at it per this many seconds (throttle.ts).
   */
  signInDelaySeconds: number;
  /** Mentor bookings: a student's upcoming sessions, and booking mails per mentor per day. */
  bookingLimits: BookingLimits;
  atRisk: AtRiskSettings;
  /** The academy's contact address, shown on the donate page and in the course suggestion dialog. */
  contactEmail: string;
  /**
   * Outgoing mail. Without smtpUrl nothing is sent: messages are kept for staff to read at
   * /admin/emails. pollMs: how often each process looks for due messages (a new message also
   * wakes it at once on PostgreSQL).
   */
  mail: { smtpUrl?: string; from: string; pollMs: number };
  /** Outcome follow-ups (issue 24): how many months after a certificate each one goes. */
  followUpMonths: number[];
  /**
   * The end-to-end tests' hooks (E2E_HOOKS=on, set by playwright.config.ts only): routes under
   * /api/e2e, for admins, that do what would otherwise need months to pass. Never on in production.
   */
  e2eHooks: boolean;
  /** Web Push: the configured VAPID keys (else the database's), the allowed push services, the worker's poll. */
  push: { vapid?: { publicKey: string; privateKey: string }; serviceHosts: string[]; pollMs: number };
  /**
   * The HTTP server's guards against slow and idle clients (docs/operations.md, "Timeouts and
   * connections"), all in milliseconds except the rate. headersTimeoutMs: the request line and
   * headers must arrive within it. idleTimeoutMs: a socket with no byte either way for this long
   * is closed (Fastify's connectionTimeout). keepAliveTimeoutMs: an idle kept-alive socket between
   * requests. minBodyBytesPerSecond: a body slower than this on average (after a grace period) is
   * cut. requestTimeoutMs: the whole request's bound, long enough for an upload of uploadMaxBytes
   * at the minimum rate. maxConnectionsPerAddress: open sockets per client address, or undefined
   * behind a trusted proxy (every socket is the proxy's).
   */
  http: {
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    minBodyBytesPerSecond: number;
    requestTimeoutMs: number;
    maxConnectionsPerAddress: number | undefined;
  };
  /**
   * Password hashing runs on its own worker threads, with a bounded queue (hash-pool.ts); new hashes
   * use scrypt with N = 2^cost (password.ts).
   */
  passwordHashing: { threads: number; queue: number; cost: number };
  /**
   * Video processing: the longest video accepted, the largest upload (bytes), and ffmpeg/ffprobe when not the ones found on the
   * PATH or in npm (modules/videos/binaries.ts).
   */
  video: {
    maxMinutes: number;
    /** The largest upload staff may make, in bytes (VIDEO_MAX_MB). */
    maxBytes: number;
    ffmpegPath?: string;
    ffprobePath?: string;
    /**
     * The processing worker (modules/videos/worker.ts): whether this process runs one
     * (VIDEO_WORKER=off for a web-only process), how often it looks for due jobs (a new job also
     * wakes it at once on PostgreSQL), and how long its claim on a job lasts unrenewed (a killed
     * process's job is taken again after it).
     */
    worker: boolean;
    pollMs: number;
    leaseSeconds: number;
    /** Where the demo seed keeps the renditions it made, by the source's hash (db/seed/videos.ts). */
    seedCacheDir: string;
  };
  /** An admin account made at start when missing: the first admin of a fresh deployment. */
  bootstrapAdmin?: { email: string; password: string };
}

/** The local folder, or a bucket with the S3 driver's options (the secret among them: never log it). */
export type StorageConfig = { kind: "local"; root: string } | ({ kind: "s3" } & S3StorageOptions);

/** Students who fall behind (issue 24, docs/at-risk.md). */
export interface AtRiskSettings {
  /** Days without activity after which an enrolled student who has not completed is at risk. */
  days: number;
  /** The UTC hour each day's digest of newly at-risk students is made at. */
  digestHourUtc: number;
  /** Whether this process runs the digest's worker. */
  digestWorker: boolean;
}

export interface BookingLimits {
  /** Upcoming sessions (scheduled, not started) a student may hold in all... */
  maxUpcoming: number;
  /** ...and with one mentor; a booking beyond either is refused with 409. */
  maxUpcomingPerMentor: number;
  /** Booking mails (notices and reminders) to one mentor per UTC day; beyond it admins are alerted once. */
  mentorDailyMailCap: number;
}

export interface UploadQuota {
  filesPerProject: number;
  bytesPerProject: number;
  filesPerStudent: number;
  bytesPerStudent: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Made renditions of the demo clips, kept between seeds (every test server seeds a fresh database)
 * and between clones: in the user's cache folder (XDG_CACHE_HOME, else ~/.cache), where npm and
 * Playwright keep theirs, so a fresh clone on the same machine does not transcode them again. The
 * entries are keyed by the source's bytes and the pipeline's settings (modules/videos/seed-videos.ts).
 * Without a home folder, the project's node_modules/.cache.
 */
function defaultSeedVideoCache(source: NodeJS.ProcessEnv): string {
  const home = homedir();
  const base = source.XDG_CACHE_HOME
    ? source.XDG_CACHE_HOME
    : home && home !== "/" && existsSync(home)
      ? join(home, ".cache")
      : fileURLToPath(new URL("../../node_modules/.cache", import.meta.url));
  return join(base, "trade-skills-academy", "seed-videos");
}

/** Reads the settings from the environment; a bad value throws a ConfigError naming each problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const uploadDir = resolve(env.UPLOAD_DIR ?? join(dataDir, "uploads"));
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS }
      : {
          kind: "pglite",
          dataDir,
          ...(env.DATA_DIR_LEASE_SECONDS ? { leaseMs: env.DATA_DIR_LEASE_SECONDS * 1000 } : {}),
        },
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    ...(env.CREDENTIAL_SIGNING_KEY ? { credentialSigningKey: env.CREDENTIAL_SIGNING_KEY } : {}),
    secureCookies: publicUrl.protocol === "https:",
    ...(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          oidc: {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            providerName: env.OIDC_PROVIDER_NAME,
          },
        }
      : {}),
    localAuth: env.LOCAL_AUTH,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    uploadDir,
    storage: storageConfig(env, uploadDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxSignupsPerAddress: env.MAX_SIGNUPS_PER_ADDRESS,
    maxFailedLoginsPerAddress: env.MAX_FAILED_LOGINS_PER_ADDRESS,
    signInDelaySeconds: env.SIGNIN_ACCOUNT_DELAY_SECONDS,
    atRisk: {
      days: env.AT_RISK_DAYS,
      digestHourUtc: env.AT_RISK_DIGEST_HOUR_UTC,
      digestWorker: (env.AT_RISK_DIGEST ?? (env.NODE_ENV === "test" ? "off" : "on")) === "on",
    },
    bookingLimits: {
      maxUpcoming: env.MAX_UPCOMING_BOOKINGS,
      maxUpcomingPerMentor: env.MAX_UPCOMING_BOOKINGS_PER_MENTOR,
      mentorDailyMailCap: env.MENTOR_DAILY_MAIL_CAP,
    },
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    uploadQuota: {
      filesPerProject: env.UPLOAD_MAX_FILES_PER_PROJECT,
      bytesPerProject: Math.round(env.UPLOAD_MAX_MB_PER_PROJECT * 1024 * 1024),
      filesPerStudent: env.UPLOAD_MAX_FILES_PER_STUDENT,
      bytesPerStudent: Math.round(env.UPLOAD_MAX_MB_PER_STUDENT * 1024 * 1024),
    },
    cacheMaxBytes: Math.round(env.CACHE_MAX_MB * 1024 * 1024),
    contactEmail: env.CONTACT_EMAIL,
    mail: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      from: env.MAIL_FROM ?? `Trade Skills Academy <${env.CONTACT_EMAIL}>`,
      pollMs: Math.round(env.EMAIL_POLL_SECONDS * 1000),
    },
    followUpMonths: env.FOLLOW_UP_MONTHS,
    e2eHooks: env.E2E_HOOKS === "on",
    push: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } }
        : {}),
      serviceHosts: env.PUSH_SERVICE_HOSTS.split(","),
      pollMs: Math.round(env.EMAIL_POLL_SECONDS * 1000),
    },
    http: {
      headersTimeoutMs: Math.round(env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000),
      idleTimeoutMs: Math.round(env.HTTP_IDLE_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      minBodyBytesPerSecond: env.HTTP_MIN_BODY_BYTES_PER_SECOND,
      requestTimeoutMs: Math.round(
        (env.HTTP_REQUEST_TIMEOUT_SECONDS ??
          defaultRequestTimeoutSeconds(
            env.UPLOAD_MAX_MB,
            env.HTTP_MIN_BODY_BYTES_PER_SECOND,
            env.HTTP_HEADERS_TIMEOUT_SECONDS,
          )) * 1000,
      ),
      maxConnectionsPerAddress: env.TRUST_PROXY === "false" ? env.MAX_CONNECTIONS_PER_ADDRESS : undefined,
    },
    passwordHashing: {
      threads: env.PASSWORD_HASH_THREADS ?? defaultHashThreads(),
      queue: env.PASSWORD_HASH_QUEUE,
      cost: env.PASSWORD_HASH_COST,
    },
    video: {
      maxMinutes: env.VIDEO_MAX_MINUTES,
      maxBytes: env.VIDEO_MAX_MB * 1024 * 1024,
      ...(env.FFMPEG_PATH ? { ffmpegPath: resolve(env.FFMPEG_PATH) } : {}),
      ...(env.FFPROBE_PATH ? { ffprobePath: resolve(env.FFPROBE_PATH) } : {}),
      worker: env.VIDEO_WORKER === "on",
      pollMs: Math.round(env.VIDEO_POLL_SECONDS * 1000),
      leaseSeconds: env.VIDEO_JOB_LEASE_SECONDS,
      seedCacheDir: resolve(env.SEED_VIDEO_CACHE_DIR ?? defaultSeedVideoCache(source)),
    },
    ...(env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
      ? { bootstrapAdmin: { email: env.BOOTSTRAP_ADMIN_EMAIL.toLowerCase(), password: env.BOOTSTRAP_ADMIN_PASSWORD } }
      : {}),
  };
}

function storageConfig(env: z.infer<typeof envSchema>, uploadDir: string): StorageConfig {
  const match = env.STORAGE_URL ? STORAGE_URL_PATTERN.exec(env.STORAGE_URL) : null;
  if (!match) return { kind: "local", root: uploadDir };
  return {
    kind: "s3",
    bucket: match[1]!,
    prefix: (match[2] ?? "").replace(/\/+$/, ""),
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    presignSeconds: env.STORAGE_PRESIGN_SECONDS,
  };
}

/**
 * Long enough for the largest upload at the slowest accepted rate, plus the headers and a minute:
 * the minimum body rate, not this total, is what cuts a slow client.
 */
function defaultRequestTimeoutSeconds(uploadMaxMb: number, minBodyBytesPerSecond: number, headersSeconds: number) {
  return Math.ceil((uploadMaxMb * 1024 * 1024) / minBodyBytesPerSecond) + headersSeconds + 60;
}

/** Half the cores, at least 2 and at most 4: the rest keep serving pages and files. */
function defaultHashThreads(): number {
  return Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2)));
}

/** "true"/"false", a number of proxy hops, or a comma-separated list of proxy addresses. */
function parseTrustProxy(value: string): Config["trustProxy"] {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** The embedded default keeps a generated secret beside its data, so restarts keep it. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
