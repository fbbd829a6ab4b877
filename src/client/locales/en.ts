import type { Messages } from "@lingui/core";

// Every English catalogue (the shell's and each feature's), as one chunk: a page loads only its
// locale's messages (lib/i18n.ts).
const catalogs = import.meta.glob<{ messages: Messages }>(["./en/*.po", "../features/*/locales/en.po"], {
  eager: true,
});

export const messages: Messages = {};
for (const catalog of Object.values(catalogs)) Object.assign(messages, catalog.messages);
