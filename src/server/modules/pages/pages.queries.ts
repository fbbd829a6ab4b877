import { asc, eq, sql } from "drizzle-orm";
import { sitePages } from "../../../db/schema/index.js";
import type { Executor } from "../../../db/types.js";

export function listPages(db: Executor) {
  return db
    .select({
      slug: sitePages.slug,
      titleEn: sitePages.titleEn,
      titleEs: sitePages.titleEs,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .orderBy(asc(sitePages.slug));
}

export async function findPage(db: Executor, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row;
}

export async function updatePage(
  db: Executor,
  slug: string,
  values: { titleEn: string; bodyEn: string; titleEs: string; bodyEs: string },
) {
  const [row] = await db
    .update(sitePages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sitePages.slug, slug))
    .returning();
  return row;
}
