import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../src/db/schema/index.js";
import { findUserByEmail } from "../../src/server/modules/auth/users.queries.js";
import { verifyPassword } from "../../src/server/modules/auth/password.js";
import { ensureBootstrapAdmin, seedIfEmpty } from "../../src/server/startup.js";
import { createTestDatabase } from "../support/db.js";

/* Start-up on the run's database (npm run user:create: user-create.test.ts). */

describe("the first admin at start", () => {
  it("is made once from the settings and never changed afterwards", async () => {
    const handle = await createTestDatabase();
    try {
      const admin = { email: "director@example.org", password: "first admin passphrase" };
      expect(await ensureBootstrapAdmin(handle, admin)).toBe(true);
      const user = await findUserByEmail(handle.db, admin.email);
      expect(user?.role).toBe("admin");
      expect(await verifyPassword(admin.password, user!.passwordHash)).toBe(true);
      expect(await ensureBootstrapAdmin(handle, { ...admin, password: "a different passphrase" })).toBe(false);
      const again = await findUserByEmail(handle.db, admin.email);
      expect(again?.passwordHash).toBe(user!.passwordHash);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe("seeding at start", () => {
  it("seeds an empty database once", async () => {
    const handle = await createTestDatabase();
    try {
      expect(await seedIfEmpty(handle)).toBe(true);
      const count = async () => (await handle.db.select({ count: sql<number>`count(*)::int` }).from(courses))[0]!.count;
      const first = await count();
      expect(first).toBeGreaterThanOrEqual(8);
      expect(await seedIfEmpty(handle)).toBe(false);
      expect(await count()).toBe(first);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
