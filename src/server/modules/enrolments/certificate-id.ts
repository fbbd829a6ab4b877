import { randomInt } from "node:crypto";

/** Letters and digits that can't be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A readable certificate id such as TSA-7K2P-9QXD (31^8, about 8.5e11 possibilities). */
export function newCertificateId(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `TSA-${part()}-${part()}`;
}

export const CERTIFICATE_ID = /^TSA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/**
 * Where issuance draws its ids (enrolments.service.ts). A clash with an issued id is rare but
 * possible; tests replace `draw` to force one.
 */
export const certificateIds = { draw: newCertificateId };
