import { describe, expect, it } from "vitest";
import { certificates, courses, users } from "../../src/db/schema/index.js";
import { rotateKeyCommand } from "../../src/server/cli/rotate-key-command.js";
import { loadConfig } from "../../src/server/config.js";
import {
  getDidDocument,
  getSignedCredential,
  verifyCredential,
} from "../../src/server/modules/credentials/credentials.service.js";
import { currentSigningKey, didOf, keyIdOf } from "../../src/server/modules/credentials/keys.js";
import { openAndMigrate } from "../../src/server/startup.js";
import { migratedFolder } from "../support/pglite-folder.js";

/*
 * `npm run credentials:rotate-key` (issue 25) on an embedded database folder of its own (a copy of
 * the run's migrated one): the same on either database run, so it runs once, in the PGlite run.
 * The command runs in this process (rotateKeyCommand, what rotate-key.ts runs), as user:create's
 * test does.
 */

async function rotate(env: NodeJS.ProcessEnv, args: string[] = []) {
  let stdout = "";
  let stderr = "";
  const status = await rotateKeyCommand(
    args,
    { SEED_DEMO: "false", ...env },
    { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
  );
  return { status, stdout, stderr };
}

type Json = Record<string, unknown>;
const proofKeyOf = (signed: string) => (JSON.parse(signed) as { proof: Json[] }).proof[0]!.verificationMethod;

describe("npm run credentials:rotate-key", () => {
  it("retires the current key, still published and verifying; new credentials use the new key", async () => {
    const dataDir = await migratedFolder("tsa-rotate-");
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false" };
    const config = loadConfig(env);
    const did = didOf(config.publicUrl);

    // Before: a key made on first need, and a credential it signed.
    let handle = await openAndMigrate(config);
    let oldKeyId: string;
    let oldCredential: string;
    try {
      oldKeyId = (await currentSigningKey(handle.db, config, did)).id;
      const [user] = await handle.db
        .insert(users)
        .values({ email: "grad@example.org", firstName: "Gia", lastName: "Grad", passwordHash: "x" })
        .returning();
      for (const certId of ["TSA-AAKE-2345", "TSA-BBKE-2345"]) {
        const [course] = await handle.db
          .insert(courses)
          .values({ title: `Welding ${certId}`, description: "Join metal.", category: "Welding", modules: [] })
          .returning();
        await handle.db.insert(certificates).values({
          userId: user!.id,
          courseId: course!.id,
          certId,
          studentName: "Gia Grad",
          courseTitle: course!.title,
          issueDate: new Date("2026-03-04T05:06:07.000Z"),
        });
      }
      oldCredential = await getSignedCredential(handle.db, config, "TSA-AAKE-2345");
      expect(proofKeyOf(oldCredential)).toBe(oldKeyId);
    } finally {
      await handle.close();
    }

    const result = await rotate(env);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`New signing key: ${did}#z`);
    expect(result.stdout).toContain("now publishes 2 keys (1 retired, still verifying what they signed)");
    const newKeyId = /New signing key: (\S+)/.exec(result.stdout)![1]!;
    expect(newKeyId).not.toBe(oldKeyId);

    handle = await openAndMigrate(config);
    try {
      const didDocument = await getDidDocument(handle.db, config);
      expect(didDocument.assertionMethod).toEqual([newKeyId, oldKeyId]);
      expect(didDocument.verificationMethod.map((method) => method.id)).toEqual([newKeyId, oldKeyId]);
      // The old credential: the same bytes, still verifying by the retired key.
      expect(await getSignedCredential(handle.db, config, "TSA-AAKE-2345")).toBe(oldCredential);
      expect(await verifyCredential(handle.db, config, oldCredential, "grad@example.org")).toMatchObject({
        verified: true,
        reason: null,
        recipientMatches: true,
      });
      // A new credential: signed by the new key, verifying too.
      const newCredential = await getSignedCredential(handle.db, config, "TSA-BBKE-2345");
      expect(proofKeyOf(newCredential)).toBe(newKeyId);
      expect(keyIdOf(did, newKeyId.split("#")[1]!)).toBe(newKeyId);
      expect(await verifyCredential(handle.db, config, newCredential, undefined)).toMatchObject({ verified: true });
    } finally {
      await handle.close();
    }

    // Again: three keys, all published.
    const again = await rotate(env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("now publishes 3 keys (2 retired");
  }, 180_000);

  it("makes the first key when there is none; refuses while CREDENTIAL_SIGNING_KEY sets the key", async () => {
    const dataDir = await migratedFolder("tsa-rotate-");
    const first = await rotate({ DATA_DIR: dataDir });
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("had no signing key yet: this is its first.");

    const configured = await rotate({ DATA_DIR: dataDir, CREDENTIAL_SIGNING_KEY: "11".repeat(32) });
    expect(configured.status).toBe(1);
    expect(configured.stderr).toContain("CREDENTIAL_SIGNING_KEY is set");
    expect(configured.stderr.trim().split("\n")).toHaveLength(1);

    const help = await rotate({ DATA_DIR: dataDir }, ["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: npm run credentials:rotate-key");
    const bad = await rotate({ DATA_DIR: dataDir }, ["--force"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Usage: npm run credentials:rotate-key");
  }, 60_000);
});
