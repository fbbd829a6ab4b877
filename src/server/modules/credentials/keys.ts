import { openSecret, sealSecret } from "../../lib/secret-box.js";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import type { Executor } from "../../../db/types.js";
import * as queries from "./credentials.queries.js";

/** An Ed25519 key pair the academy signs with, its id in the DID document set. */
export type SigningKey = Ed25519Multikey.Ed25519KeyPair & { id: string };

/** What keys need from the configuration. */
export interface KeyConfig {
  sessionSecret: string;
  credentialSigningKey?: string;
}

/** did:web on the public address's host; a port is written %3A (did:web's rule). */
export function didOf(publicUrl: URL): string {
  return `did:web:${encodeURIComponent(publicUrl.host)}`;
}

/** A key's id: the DID and, as fragment, its public key (stable across rotations and processes). */
export const keyIdOf = (did: string, publicKeyMultibase: string) => `${did}#${publicKeyMultibase}`;

// The secret key is sealed under a key derived from SESSION_SECRET for this purpose only (lib/secret-box.ts).
const CREDENTIAL_KEY_PURPOSE = { salt: "tsa-credential-keys", info: "ed25519 secret key v1" };

export const encryptSecret = (secretKeyMultibase: string, sessionSecret: string) =>
  sealSecret(secretKeyMultibase, sessionSecret, CREDENTIAL_KEY_PURPOSE);

export const decryptSecret = (stored: string, sessionSecret: string) =>
  openSecret(stored, sessionSecret, CREDENTIAL_KEY_PURPOSE);

async function keyPairOf(did: string, publicKeyMultibase: string, secretKeyMultibase: string): Promise<SigningKey> {
  const id = keyIdOf(did, publicKeyMultibase);
  const pair = await Ed25519Multikey.from({
    "@context": "https://w3id.org/security/multikey/v1",
    type: "Multikey",
    id,
    controller: did,
    publicKeyMultibase,
    secretKeyMultibase,
  });
  return Object.assign(pair, { id });
}

/**
 * The key credentials are signed with now. Made once for the academy: processes that race to
 * make the first one each insert theirs, one insert wins (a unique index allows one current key)
 * and every process then reads and uses the winner's. With CREDENTIAL_SIGNING_KEY the given key
 * is used; if it isn't the current one, the current one is retired (still published) first.
 */
export async function currentSigningKey(db: Executor, config: KeyConfig, did: string): Promise<SigningKey> {
  if (config.credentialSigningKey) return configuredKey(db, config.credentialSigningKey, did);
  let current = await queries.findCurrentKey(db);
  if (!current) {
    const made = await Ed25519Multikey.generate({ controller: did });
    const { secretKeyMultibase } = (await made.export({ secretKey: true, includeContext: false })) as {
      secretKeyMultibase: string;
    };
    await queries.insertCurrentKey(db, {
      publicKeyMultibase: made.publicKeyMultibase,
      secretKeyEncrypted: encryptSecret(secretKeyMultibase, config.sessionSecret),
    });
    current = await queries.findCurrentKey(db);
    if (!current) throw new Error("no current credential key after making one");
  }
  if (!current.secretKeyEncrypted) {
    throw new Error("The current credential key's secret is given by CREDENTIAL_SIGNING_KEY, which is unset");
  }
  return keyPairOf(did, current.publicKeyMultibase, decryptSecret(current.secretKeyEncrypted, config.sessionSecret));
}

/** The key CREDENTIAL_SIGNING_KEY gives (an Ed25519 seed), made the current one if it isn't. */
async function configuredKey(db: Executor, seedHex: string, did: string): Promise<SigningKey> {
  const pair = await Ed25519Multikey.generate({ controller: did, seed: Buffer.from(seedHex, "hex") });
  const current = await queries.findCurrentKey(db);
  if (current?.publicKeyMultibase !== pair.publicKeyMultibase) {
    await queries.rotateTo(db, { publicKeyMultibase: pair.publicKeyMultibase, secretKeyEncrypted: null });
  }
  const id = keyIdOf(did, pair.publicKeyMultibase);
  return Object.assign(pair, { id });
}

/**
 * Retires the current key (kept and still published, so what it signed still verifies) and makes
 * a new current one. With CREDENTIAL_SIGNING_KEY, rotating is changing that setting instead.
 */
export async function rotateSigningKey(db: Executor, config: KeyConfig): Promise<string> {
  const made = await Ed25519Multikey.generate();
  const { secretKeyMultibase } = (await made.export({ secretKey: true, includeContext: false })) as {
    secretKeyMultibase: string;
  };
  await queries.rotateTo(db, {
    publicKeyMultibase: made.publicKeyMultibase,
    secretKeyEncrypted: encryptSecret(secretKeyMultibase, config.sessionSecret),
  });
  return made.publicKeyMultibase;
}

/** Every key the academy has signed with, current first: the DID document publishes them all. */
export function listPublishedKeys(db: Executor) {
  return queries.listKeys(db);
}
