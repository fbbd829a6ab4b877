import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "tsa-config-"));

describe("configuration", () => {
  it("defaults to the embedded database on port 3000 with a generated, kept secret", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: dir });
    expect(config.publicUrl.origin).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
    expect(config.sessionSecret).toHaveLength(43);
    expect(readFileSync(join(dir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("switches to PostgreSQL with DATABASE_URL and to Secure cookies with an https PUBLIC_URL", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u@db:5432/academy",
      PUBLIC_URL: "https://academy.example.org",
      PORT: "8080",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/academy", connectTimeoutMs: 5000 });
    expect(config.secureCookies).toBe(true);
    expect(config.port).toBe(8080);
  });

  it("reads the embedded folder's lease time in seconds, 5 to 300", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, DATA_DIR_LEASE_SECONDS: "30" }).database).toEqual({
      kind: "pglite",
      dataDir: dir,
      leaseMs: 30_000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, DATA_DIR_LEASE_SECONDS: "2" })).toThrow(
      "DATA_DIR_LEASE_SECONDS must be 5 to 300",
    );
  });

  it("reads the first admin, both settings or none", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).bootstrapAdmin).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dir,
        BOOTSTRAP_ADMIN_EMAIL: "Boss@Example.org",
        BOOTSTRAP_ADMIN_PASSWORD: "a long passphrase",
      }).bootstrapAdmin,
    ).toEqual({ email: "boss@example.org", password: "a long passphrase" });
    expect(() => loadConfig({ DATA_DIR: dir, BOOTSTRAP_ADMIN_EMAIL: "boss@example.org" })).toThrow(/go together/);
  });

  it("reads the proxy trust setting", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toBe("10.0.0.0/8,127.0.0.1");
    const hops = loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1" }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([hops("10.0.0.1", 0), hops("10.0.0.1", 1)]).toEqual([true, false]);
  });

  it("names every bad setting", () => {
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: "eighty",
        DATABASE_URL: "mysql://nope",
        PUBLIC_URL: "not a url",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT must be a port number");
      expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// connection string");
      expect(message).toContain("PUBLIC_URL must be an absolute http(s) URL");
    }
  });

  it("wants the OIDC settings together, and password sign-in unless OIDC is set", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), OIDC_ISSUER_URL: "https://id.example.org" })).toThrow(
      /OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOCAL_AUTH: "false" })).toThrow(/LOCAL_AUTH can be false only/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOCAL_AUTH: "maybe" })).toThrow(/LOCAL_AUTH must be true or false/);
  });

  it("reads the academy's contact address, checked as an email address", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).contactEmail).toBe("hello@tradeskillsacademy.org");
    expect(loadConfig({ DATA_DIR: dir, CONTACT_EMAIL: "team@academy.example.org" }).contactEmail).toBe(
      "team@academy.example.org",
    );
    expect(() => loadConfig({ DATA_DIR: dir, CONTACT_EMAIL: "team at academy" })).toThrow(
      /CONTACT_EMAIL must be an email address/,
    );
  });

  it("requires SESSION_SECRET in production with a shared database", () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", DATABASE_URL: "postgres://u@db/academy" }),
    ).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });
});
