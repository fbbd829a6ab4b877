import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the app keeps in the database (a signing key, the VAPID private key), sealed with
 * AES-256-GCM under a key derived from SESSION_SECRET by HKDF-SHA256 with the secret's own
 * purpose, so one derived key serves one kind of secret. A wrong SESSION_SECRET fails to open.
 */
function wrappingKey(sessionSecret: string, salt: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, salt, purpose, 32));
}

export interface SecretPurpose {
  salt: string;
  info: string;
}

export function sealSecret(value: string, sessionSecret: string, purpose: SecretPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", wrappingKey(sessionSecret, purpose.salt, purpose.info), iv);
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(stored: string, sessionSecret: string, purpose: SecretPurpose): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unknown sealed secret format");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    wrappingKey(sessionSecret, purpose.salt, purpose.info),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
