import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, invitations, mentors, users } from "../../src/db/schema/index.js";
import type { MentorAccount } from "../../src/shared/contracts/mentor-accounts.js";
import { as, createTestApp, sessionCookie, type TestContext } from "../support/app.js";
import { createMentor, signedInUser } from "../support/factories.js";

/*
 * Mentor invitations (issue 26): an admin links a profile by email; an address without an
 * account gets an invitation (email in the chosen language) and signing up with that address and
 * the link's token makes the new account the profile's mentor, once, before it expires.
 */

let t: TestContext;
let admin: ReturnType<typeof as>;
const callers = {} as Record<"visitor" | "student" | "instructor" | "mentor", ReturnType<typeof as>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin", firstName: "Ada", lastName: "Admin" })).cookie);
  callers.visitor = as(t.app, undefined);
  callers.student = as(t.app, (await signedInUser(t.app)).cookie);
  callers.instructor = as(t.app, (await signedInUser(t.app, { role: "instructor" })).cookie);
  const mentorProfile = await createMentor(t.db, { name: "Linked Mentor" });
  const person = await signedInUser(t.app, { firstName: "Lin" });
  await admin({
    method: "PUT",
    url: `/api/admin/mentors/${mentorProfile.id}/account`,
    payload: { email: person.user.email },
  });
  callers.mentor = as(t.app, person.cookie);
});
afterAll(() => t.close());

const invite = (mentorId: string, email: string, locale?: "en" | "es", caller = admin) =>
  caller({
    method: "PUT",
    url: `/api/admin/mentors/${mentorId}/account`,
    payload: { email, ...(locale ? { locale } : {}) },
  });

const lastMail = async (email: string) => {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.at(-1);
};

const tokenOf = async (email: string) => {
  const text = (await lastMail(email))!.textBody;
  const match = /invitation=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
};

const signUp = (email: string, invitation?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: "sturdy-oak-workbench-42", firstName: "Nia", ...(invitation ? { invitation } : {}) },
  });

const roleOf = async (email: string) => {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
};

const linkedUserOf = async (mentorId: string) => {
  const [row] = await t.db.select({ userId: mentors.userId }).from(mentors).where(eq(mentors.id, mentorId));
  return row!.userId;
};

describe("inviting a mentor by email", () => {
  it("is for admins only", async () => {
    const profile = await createMentor(t.db, { name: "Guarded Mentor" });
    for (const [caller, status] of [
      [callers.visitor, 401],
      [callers.student, 403],
      [callers.instructor, 403],
      [callers.mentor, 403],
    ] as const) {
      const answer = await invite(profile.id, "guarded.invite@example.org", "en", caller);
      expect(answer.statusCode, answer.body).toBe(status);
    }
    expect(await t.db.select().from(invitations).where(eq(invitations.email, "guarded.invite@example.org"))).toEqual(
      [],
    );
    expect(await lastMail("guarded.invite@example.org")).toBeUndefined();
  });

  it("emails an address without an account in the chosen language; signing up with it links the profile, once", async () => {
    const profile = await createMentor(t.db, { name: "Nia Navarro" });
    const answer = await invite(profile.id, "Nia.Invited@example.org", "es");
    expect(answer.statusCode, answer.body).toBe(200);
    const account = answer.json<MentorAccount>();
    expect(account.account).toBeNull();
    expect(account.invitation).toMatchObject({ email: "nia.invited@example.org" });
    const days = (new Date(account.invitation!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const mail = await lastMail("nia.invited@example.org");
    expect(mail).toMatchObject({
      kind: "mentor-invitation",
      subject: "Te invitan a ser mentor en Trade Skills Academy",
    });
    expect(mail!.textBody).toContain("Nia Navarro");
    expect(mail!.textBody).toContain(`returnTo=${encodeURIComponent("/mentor")}`);
    const token = await tokenOf("nia.invited@example.org");

    // Another address can't use it: that account stays a student's.
    const wrong = await signUp("someone.else.mentor@example.org", token);
    expect(wrong.statusCode, wrong.body).toBe(201);
    expect(await roleOf("someone.else.mentor@example.org")).toBe("student");
    expect(await linkedUserOf(profile.id)).toBeNull();

    const signed = await signUp("nia.invited@example.org", token);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json<{ role: string }>().role).toBe("mentor");
    const nia = as(t.app, sessionCookie(signed));
    const own = await nia({ method: "GET", url: "/api/mentor/profile" });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ id: string }>().id).toBe(profile.id);

    const after = (
      await admin({ method: "GET", url: `/api/admin/mentors/${profile.id}/account` })
    ).json<MentorAccount>();
    expect(after.account).toMatchObject({ email: "nia.invited@example.org" });
    expect(after.invitation).toBeNull();

    // Single use: a second account signing up with the same token (the address is taken, so a
    // new one) gets nothing.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, "nia.invited@example.org"));
    expect(row!.acceptedAt).not.toBeNull();
    const again = await signUp("nia.second@example.org", token);
    expect(again.statusCode).toBe(201);
    expect(await roleOf("nia.second@example.org")).toBe("student");
  });

  it("links an existing account at once, with no invitation", async () => {
    const profile = await createMentor(t.db, { name: "Existing Person" });
    const person = await signedInUser(t.app, { email: "existing.mentor@example.org" });
    const answer = await invite(profile.id, "existing.mentor@example.org", "en");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<MentorAccount>()).toMatchObject({
      account: { userId: person.user.id, email: "existing.mentor@example.org" },
      invitation: null,
    });
    expect(await lastMail("existing.mentor@example.org")).not.toMatchObject({ kind: "mentor-invitation" });
  });

  it("keeps one open invitation per profile: inviting another address withdraws the first link", async () => {
    const profile = await createMentor(t.db, { name: "Twice Invited" });
    await invite(profile.id, "first.address@example.org", "en");
    const first = await tokenOf("first.address@example.org");
    const mail = await lastMail("first.address@example.org");
    expect(mail!.subject).toBe("You are invited to mentor at Trade Skills Academy");
    const second = await invite(profile.id, "second.address@example.org", "en");
    expect(second.json<MentorAccount>().invitation).toMatchObject({ email: "second.address@example.org" });
    const stale = await signUp("first.address@example.org", first);
    expect(stale.statusCode).toBe(201);
    expect(await roleOf("first.address@example.org")).toBe("student");
    expect(await linkedUserOf(profile.id)).toBeNull();

    // Unlinking (the profile has no account) withdraws the open one too.
    const unlinked = await admin({ method: "DELETE", url: `/api/admin/mentors/${profile.id}/account` });
    expect(unlinked.json<MentorAccount>().invitation).toBeNull();
    const token = await tokenOf("second.address@example.org");
    await signUp("second.address@example.org", token);
    expect(await roleOf("second.address@example.org")).toBe("student");
  });

  it("does nothing once expired", async () => {
    const profile = await createMentor(t.db, { name: "Late Mentor" });
    await invite(profile.id, "late.mentor@example.org");
    const token = await tokenOf("late.mentor@example.org");
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "late.mentor@example.org"));
    const signed = await signUp("late.mentor@example.org", token);
    expect(signed.statusCode).toBe(201);
    expect(await roleOf("late.mentor@example.org")).toBe("student");
    expect(await linkedUserOf(profile.id)).toBeNull();
  });
});
