/**
 * What @tanstack/query-core's infiniteQueryBehavior.js resolves to in the client build
 * (vite.config.ts, `withoutInfiniteQueries`): the app has no infinite queries, and the behaviour
 * is 0.6 kB gzip on every page's first load (query.js imports it for any query). The build fails
 * if a client module uses an infinite query; these stand-ins are never called.
 */
function leftOut(): never {
  throw new Error("Infinite queries are left out of the client build (vite.config.ts: withoutInfiniteQueries)");
}

export const infiniteQueryBehavior = leftOut;
export const hasNextPage = leftOut;
export const hasPreviousPage = leftOut;
