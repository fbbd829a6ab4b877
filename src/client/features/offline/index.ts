// The offline feature's public face. The names the pages and the service worker share:
export * from "./names";
