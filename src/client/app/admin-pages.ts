import type { PageModule } from "./routes";

export { ensureStaffMessages } from "../lib/staff-i18n";

/** The staff pages, each its own chunk: routes.ts loads this table with the first staff page. */
export const adminPageModules = import.meta.glob<PageModule>("./pages/admin/*.tsx");
