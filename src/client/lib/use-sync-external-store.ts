/**
 * What `use-sync-external-store/shim` resolves to in the client build (vite.config.ts): wouter
 * imports the shim for React 17 and older, and React 19 has the hook itself. The shim is about
 * 0.4 kB gzip on every page's first load for nothing.
 */
export { useSyncExternalStore } from "react";
