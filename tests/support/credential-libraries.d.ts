// Types for the independent proof check in tests/api/credentials.test.ts: only what it calls.
declare module "jsonld" {
  const jsonld: {
    toRDF(
      input: unknown,
      options: { format: "application/n-quads"; documentLoader: (url: string) => Promise<unknown> },
    ): Promise<string>;
  };
  export default jsonld;
}

declare module "rdf-canonize" {
  const canonize: {
    canonize(input: string, options: { algorithm: "RDFC-1.0"; inputFormat: "application/n-quads" }): Promise<string>;
  };
  export default canonize;
}
