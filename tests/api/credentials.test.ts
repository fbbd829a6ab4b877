import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as ed from "@noble/ed25519";
import Ajv2019 from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as vc from "@digitalbazaar/vc";
import { eq } from "drizzle-orm";
import jsonld from "jsonld";
import canonize from "rdf-canonize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateCredentials, certificates, credentialKeys } from "../../src/db/schema/index.js";
import { documentLoaderFor, type DidDocument } from "../../src/server/modules/credentials/document-loader.js";
import { currentSigningKey, didOf, rotateSigningKey } from "../../src/server/modules/credentials/keys.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, createUser, signedInUser } from "../support/factories.js";

/**
 * Issue 25: a certificate's Open Badges 3.0 credential, signed (eddsa-rdfc-2022) by the academy's
 * did:web key; verifying it, tampered, signed by another key, revoked; the official JSON Schema;
 * and the proof checked a second way, by code written here (RDF canonicalisation and Ed25519
 * straight from rdf-canonize and @noble/ed25519). Run with and without DATABASE_URL.
 */

type Json = Record<string, unknown>;
let t: TestContext;
let admin: ReturnType<typeof as>;
let studentEmail: string;
const DID = "did:web:localhost%3A3000";

async function issuedCertificate(certId: string, overrides: { standards?: string } = {}) {
  const fixture = await createCourseWithContent(t.db, {
    title: `Welding ${certId}`,
    standards: overrides.standards ?? null,
  });
  const user = await createUser(t.db, { email: `Grad.${certId.toLowerCase()}@Example.org`, firstName: "Gia" });
  // Issued as before credentials existed: a row only.
  await t.db.insert(certificates).values({
    userId: user.id,
    courseId: fixture.course.id,
    certId,
    studentName: "Gia Student",
    courseTitle: fixture.course.title,
    standards: overrides.standards ?? null,
    issueDate: new Date("2026-03-04T05:06:07.000Z"),
  });
  return { email: user.email, courseId: fixture.course.id };
}

const getCredential = (certId: string) =>
  t.app.inject({ method: "GET", url: `/api/certificates/${certId}/credential` });
const verify = async (credential: unknown, email?: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/credentials/verify",
    payload: { credential, ...(email === undefined ? {} : { email }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    verified: boolean;
    revoked: boolean;
    reason: string | null;
    recipientMatches: boolean | null;
  }>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
  studentEmail = (await issuedCertificate("TSA-AAAA-2345", { standards: "AWS D1.1; OSHA 10" })).email;
});
afterAll(() => t.close());

describe("the credential of a certificate", () => {
  it("is made on first request for a certificate issued before, and is the same bytes after", async () => {
    const first = await getCredential("TSA-AAAA-2345");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/(vc\+ld\+)?json/);
    const again = await getCredential("tsa-aaaa-2345");
    expect(again.body).toBe(first.body);
    const rows = await t.db.select().from(certificates).where(eq(certificates.certId, "TSA-AAAA-2345"));
    expect(rows).toHaveLength(1);
    const stored = await t.db
      .select()
      .from(certificateCredentials)
      .where(eq(certificateCredentials.certificateId, rows[0]!.id));
    expect(stored).toHaveLength(1);

    const credential = first.json<Json & { credentialSubject: Json; proof: Json; issuer: Json }>();
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(credential.id).toBe(`urn:uuid:${stored[0]!.credentialId}`);
    expect(credential.issuer).toMatchObject({ id: DID, type: ["Profile"], name: "Trade Skills Academy" });
    expect(credential.validFrom).toBe("2026-03-04T05:06:07.000Z");
    expect(credential.proof).toMatchObject([
      { type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022", proofPurpose: "assertionMethod" },
    ]);
    // The recipient is named by a salted hash of the email, never the address.
    expect(first.body.toLowerCase()).not.toContain(studentEmail.toLowerCase());
    const identity = (credential.credentialSubject.identifier as Json[])[0]!;
    expect(identity).toMatchObject({ type: "IdentityObject", identityType: "emailAddress", hashed: true });
    expect(identity.identityHash).toBe(
      `sha256$${createHash("sha256")
        .update(studentEmail.toLowerCase() + String(identity.salt))
        .digest("hex")}`,
    );
    expect(credential.credentialSubject.name).toBe("Gia Student");
    const achievement = credential.credentialSubject.achievement as Json;
    expect(achievement.criteria).toMatchObject({ narrative: expect.stringContaining("1 quiz passed") as unknown });
    expect((achievement.alignment as Json[]).map((entry) => entry.targetName)).toEqual(["AWS D1.1", "OSHA 10"]);
    expect(credential.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListCredential: "http://localhost:3000/api/credentials/status/1",
    });
  });

  it("is valid against the official Open Badges 3.0 AchievementCredential JSON Schema", async () => {
    const schema = JSON.parse(
      readFileSync(
        new URL("../fixtures/open-badges/ob_v3p0_achievementcredential_schema.json", import.meta.url),
        "utf8",
      ),
    ) as Json;
    const ajv = new Ajv2019.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    const credential = (await getCredential("TSA-AAAA-2345")).json<Json>();
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
  });

  it("is 404 for an unknown certificate", async () => {
    expect((await getCredential("TSA-ZZZZ-ZZZZ")).statusCode).toBe(404);
  });
});

describe("the DID document", () => {
  it("publishes the key that the proofs name, as a Multikey", async () => {
    const response = await t.app.inject({ method: "GET", url: "/.well-known/did.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<DidDocument>();
    expect(document.id).toBe(DID);
    const credential = (await getCredential("TSA-AAAA-2345")).json<{ proof: { verificationMethod: string }[] }>();
    const method = document.verificationMethod.find((entry) => entry.id === credential.proof[0]!.verificationMethod);
    expect(method).toMatchObject({ type: "Multikey", controller: DID });
    expect(method!.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(document.assertionMethod).toContain(method!.id);
  });
});

describe("verifying", () => {
  it("accepts the credential, as an object or as text, and checks the recipient's email", async () => {
    const text = (await getCredential("TSA-AAAA-2345")).body;
    expect(await verify(JSON.parse(text))).toEqual({
      verified: true,
      revoked: false,
      reason: null,
      recipientMatches: null,
      details: expect.objectContaining({ recipientName: "Gia Student" }) as unknown,
    });
    expect(await verify(text, `  ${studentEmail.toUpperCase()} `)).toMatchObject({
      verified: true,
      recipientMatches: true,
    });
    expect(await verify(text, "someone.else@example.org")).toMatchObject({ verified: true, recipientMatches: false });
  });

  it("fails when any one character of any key or text in the credential changes", async () => {
    const original = (await getCredential("TSA-AAAA-2345")).json<Json>();
    const variants: { where: string; credential: Json }[] = [];
    const flip = (value: string) => {
      const at = Math.floor(value.length / 2);
      const next = value[at] === "x" ? "y" : "x";
      return value.slice(0, at) + next + value.slice(at + 1);
    };
    const walk = (node: unknown, path: (string | number)[]) => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, i]));
      else if (node && typeof node === "object") {
        for (const [key, child] of Object.entries(node)) {
          walk(child, [...path, key]);
          variants.push({
            where: `key ${[...path, key].join(".")}`,
            credential: renameKey(original, path, key, flip(key)),
          });
        }
      } else if (typeof node === "string") {
        variants.push({ where: path.join("."), credential: setAt(original, path, flip(node)) });
      }
    };
    walk(original, []);
    expect(variants.length).toBeGreaterThan(60);
    for (const variant of variants) {
      const result = await verify(variant.credential);
      expect(result.verified, variant.where).toBe(false);
      expect(result.reason, variant.where).not.toBeNull();
    }
    // The proof value itself: a signature that doesn't match is "tampered".
    const tampered = setAt(original, ["credentialSubject", "name"], "Gia Impostor");
    expect(await verify(tampered)).toMatchObject({ verified: false, reason: "tampered" });
    expect(await verify("{ not json")).toMatchObject({ verified: false, reason: "malformed" });
    expect(await verify({ hello: "world" })).toMatchObject({ verified: false, reason: "malformed" });
  });

  it("fails for a credential signed by another key, ours in name or another issuer's", async () => {
    const original = (await getCredential("TSA-AAAA-2345")).json<Json>();
    const { proof: _proof, ...unsigned } = original;
    for (const controller of [DID, "did:web:elsewhere.example"]) {
      const other = await Ed25519Multikey.generate({ controller });
      const didDocument = {
        "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
        id: controller,
        verificationMethod: [
          { id: other.id!, type: "Multikey", controller, publicKeyMultibase: other.publicKeyMultibase },
        ],
        assertionMethod: [other.id!],
      };
      const forged = await vc.issue({
        credential: { ...unsigned, issuer: { ...(unsigned.issuer as Json), id: controller } },
        suite: new DataIntegrityProof({ signer: other.signer(), cryptosuite }),
        documentLoader: documentLoaderFor(didDocument),
      });
      expect(await verify(forged)).toMatchObject({ verified: false, reason: "unknown_issuer" });
    }
  });

  it("passes an independent check of the proof: RDF canonicalisation and Ed25519 written here", async () => {
    const credential = (await getCredential("TSA-AAAA-2345")).json<Json & { proof: Json[] }>();
    const didDocument = (await t.app.inject({ method: "GET", url: "/.well-known/did.json" })).json<DidDocument>();
    const method = didDocument.verificationMethod.find(
      (entry) => entry.id === credential.proof[0]!.verificationMethod,
    )!;
    // eddsa-rdfc-2022 (W3C vc-di-eddsa §3.3): hash(canonical proof options) ‖ hash(canonical document), Ed25519.
    const { proof, ...document } = credential;
    expect(proof).toHaveLength(1);
    const { proofValue, ...options } = proof[0]!;
    const loader = documentLoaderFor(didDocument);
    const canonical = async (input: Json) =>
      canonize.canonize(await jsonld.toRDF(input, { format: "application/n-quads", documentLoader: loader }), {
        algorithm: "RDFC-1.0",
        inputFormat: "application/n-quads",
      });
    const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();
    const hashData = Buffer.concat([
      sha256(await canonical({ ...options, "@context": document["@context"] })),
      sha256(await canonical(document)),
    ]);
    const signature = base58btc(String(proofValue));
    const publicKey = base58btc(method.publicKeyMultibase);
    expect([...publicKey.subarray(0, 2)]).toEqual([0xed, 0x01]);
    expect(signature).toHaveLength(64);
    expect(await ed.verifyAsync(signature, hashData, publicKey.subarray(2))).toBe(true);
    hashData[40] = hashData[40]! ^ 1;
    expect(await ed.verifyAsync(signature, hashData, publicKey.subarray(2))).toBe(false);
  });
});

describe("revocation", () => {
  it("is for admins only; a second revocation is a conflict; verifying then reports revoked", async () => {
    const { email } = await issuedCertificate("TSA-BBBB-2345");
    const before = (await getCredential("TSA-BBBB-2345")).body;
    expect(await verify(before)).toMatchObject({ verified: true, revoked: false });

    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const url = "/api/admin/certificates/TSA-BBBB-2345/revoke";
    expect((await student({ method: "POST", url, payload: { reason: "issued_in_error" } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url, payload: { reason: "issued_in_error" } })).statusCode).toBe(401);

    const revoked = await admin({ method: "POST", url, payload: { reason: "Plagiarised the final project" } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ certId: "TSA-BBBB-2345", revocationReason: "other" });
    const again = await admin({ method: "POST", url, payload: { reason: "issued_in_error" } });
    expect(again.statusCode).toBe(409);

    expect(await verify(before, email)).toEqual(
      expect.objectContaining({ verified: false, revoked: true, reason: "revoked", recipientMatches: true }),
    );
    // The credential itself is unchanged; the status list carries the bit.
    expect((await getCredential("TSA-BBBB-2345")).body).toBe(before);
    const publicView = await t.app.inject({ method: "GET", url: "/api/certificates/TSA-BBBB-2345" });
    expect(publicView.json()).toMatchObject({ revocationReason: "other", revokedAt: expect.any(String) as unknown });
    expect(publicView.body).not.toContain("Plagiarised");
    // Others stay valid.
    expect(await verify((await getCredential("TSA-AAAA-2345")).body)).toMatchObject({ verified: true });

    const list = await t.app.inject({ method: "GET", url: "/api/credentials/status/1" });
    expect(list.statusCode).toBe(200);
    const listCredential = list.json<Json>();
    expect(listCredential.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    expect(await verify(listCredential)).toMatchObject({ reason: "malformed" });
  });

  it("revokes a certificate whose credential nobody asked for yet; its credential then verifies as revoked", async () => {
    await issuedCertificate("TSA-CCCC-2345");
    const url = "/api/admin/certificates/TSA-CCCC-2345/revoke";
    expect((await admin({ method: "POST", url, payload: { reason: "identity_mismatch" } })).statusCode).toBe(200);
    expect(await verify((await getCredential("TSA-CCCC-2345")).body)).toMatchObject({ verified: false, revoked: true });
  });
});

describe("finding certificates (admins)", () => {
  type Listed = {
    certId: string;
    email: string;
    courseTitle: string;
    revokedAt: string | null;
    revocationReason: string | null;
    revocationNote: string | null;
  };
  const list = async (query: string) => {
    const response = await admin({ method: "GET", url: `/api/admin/certificates${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listed[]>();
  };

  it("finds by id, student name or email, or course, newest first; valid or revoked", async () => {
    const { email } = await issuedCertificate("TSA-FFFF-2345");
    await issuedCertificate("TSA-GGGG-2345");
    expect((await list("?search=tsa-ffff")).map((row) => row.certId)).toEqual(["TSA-FFFF-2345"]);
    expect((await list(`?search=${encodeURIComponent(email.toUpperCase())}`)).map((row) => row.certId)).toEqual([
      "TSA-FFFF-2345",
    ]);
    expect((await list("?search=Welding%20TSA-GGGG")).map((row) => row.certId)).toEqual(["TSA-GGGG-2345"]);
    const byName = await list("?search=gia%20student");
    expect(byName.map((row) => row.certId)).toEqual(expect.arrayContaining(["TSA-FFFF-2345", "TSA-GGGG-2345"]));
    // LIKE's own characters are plain text.
    expect(await list("?search=%25")).toEqual([]);

    const url = "/api/admin/certificates/TSA-GGGG-2345/revoke";
    expect((await admin({ method: "POST", url, payload: { reason: "Wrong student" } })).statusCode).toBe(200);
    const revoked = await list("?search=TSA-GGGG&status=revoked");
    expect(revoked).toEqual([
      expect.objectContaining({
        certId: "TSA-GGGG-2345",
        revokedAt: expect.any(String) as unknown,
        revocationReason: "other",
        revocationNote: "Wrong student",
      }),
    ]);
    expect(await list("?search=TSA-GGGG&status=valid")).toEqual([]);
    expect((await list("?search=TSA-FFFF&status=valid")).map((row) => row.certId)).toEqual(["TSA-FFFF-2345"]);
    const all = await list("");
    expect(all.length).toBeGreaterThanOrEqual(2);
    const dates = all.map((row) => Date.parse((row as unknown as { issueDate: string }).issueDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await admin({ method: "GET", url: "/api/admin/certificates?status=gone" })).statusCode).toBe(400);
  });

  it("is for admins only: instructors and students 403, visitors 401", async () => {
    const instructor = as(t.app, (await signedInUser(t.app, { role: "instructor" })).cookie);
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    expect((await instructor({ method: "GET", url: "/api/admin/certificates" })).statusCode).toBe(403);
    expect((await student({ method: "GET", url: "/api/admin/certificates" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/certificates" })).statusCode).toBe(401);
    const revoke = "/api/admin/certificates/TSA-FFFF-2345/revoke";
    expect((await instructor({ method: "POST", url: revoke, payload: { reason: "other" } })).statusCode).toBe(403);
  });
});

describe("the signing key", () => {
  it("is made once however many ask at once, and kept encrypted", async () => {
    const fresh = await createTestApp();
    try {
      const did = didOf(fresh.config.publicUrl);
      const keys = await Promise.all(Array.from({ length: 4 }, () => currentSigningKey(fresh.db, fresh.config, did)));
      expect(new Set(keys.map((key) => key.publicKeyMultibase)).size).toBe(1);
      const rows = await fresh.db.select().from(credentialKeys);
      expect(rows).toHaveLength(1);
      const exported = await keys[0]!.export({ secretKey: true, includeContext: false });
      expect(rows[0]!.secretKeyEncrypted).not.toContain(exported.secretKeyMultibase!);
      expect(rows[0]!.secretKeyEncrypted).toMatch(/^v1\./);
    } finally {
      await fresh.close();
    }
  });

  it("rotates: the old key stays published, old credentials still verify, new ones use the new key", async () => {
    const old = (await getCredential("TSA-AAAA-2345")).json<{ proof: { verificationMethod: string }[] }>();
    const newKey = await rotateSigningKey(t.db, t.config);
    const document = (await t.app.inject({ method: "GET", url: "/.well-known/did.json" })).json<DidDocument>();
    expect(document.verificationMethod[0]!.publicKeyMultibase).toBe(newKey);
    expect(document.assertionMethod).toContain(old.proof[0]!.verificationMethod);
    expect(await verify(old)).toMatchObject({ verified: true });
    await issuedCertificate("TSA-DDDD-2345");
    const made = (await getCredential("TSA-DDDD-2345")).json<{ proof: { verificationMethod: string }[] }>();
    expect(made.proof[0]!.verificationMethod).toBe(`${DID}#${newKey}`);
    expect(await verify(made)).toMatchObject({ verified: true });
  });

  it("comes from CREDENTIAL_SIGNING_KEY when set", async () => {
    const seed = "11".repeat(32);
    const configured = await createTestApp({ CREDENTIAL_SIGNING_KEY: seed });
    try {
      const expected = await Ed25519Multikey.generate({ seed: Buffer.from(seed, "hex") });
      const document = (
        await configured.app.inject({ method: "GET", url: "/.well-known/did.json" })
      ).json<DidDocument>();
      expect(document.verificationMethod.map((entry) => entry.publicKeyMultibase)).toEqual([
        expected.publicKeyMultibase,
      ]);
      const rows = await configured.db.select().from(credentialKeys);
      expect(rows.map((row) => row.secretKeyEncrypted)).toEqual([null]);
    } finally {
      await configured.close();
    }
  });
});

function setAt(source: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(source);
  let node: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function renameKey(source: Json, path: (string | number)[], from: string, to: string): Json {
  const copy = structuredClone(source);
  let node: Record<string | number, unknown> = copy;
  for (const step of path) node = node[step] as Record<string | number, unknown>;
  node[to] = node[from];
  delete node[from];
  return copy;
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** Multibase base58btc ("z…") to bytes. */
function base58btc(multibase: string): Buffer {
  expect(multibase[0]).toBe("z");
  let value = 0n;
  for (const char of multibase.slice(1)) value = value * 58n + BigInt(BASE58.indexOf(char));
  const hex = value.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  const zeros = /^1*/.exec(multibase.slice(1))![0].length;
  return Buffer.concat([Buffer.alloc(zeros), bytes]);
}
