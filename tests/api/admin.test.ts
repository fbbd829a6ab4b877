import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, mentorBookings, mentors, users } from "../../src/db/schema/index.js";
import { FUTURE_SESSION_MESSAGE } from "../../src/shared/contracts/mentors.js";
import { SELF_DEMOTION_MESSAGE } from "../../src/shared/contracts/users.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { createMentor, createUser, signedInUser } from "../support/factories.js";

let t: TestContext;
let admin: ReturnType<typeof as>;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInUser(t.app, { role: "admin", firstName: "Alex", lastName: "Admin" });
  admin = as(t.app, signedIn.cookie);
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const get = (url: string) => t.app.inject({ method: "GET", url });

/** RFC 4180 records, so the tests read the CSV as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  expect(field).toBe("");
  expect(row).toEqual([]);
  return rows;
}

/** CSV rows as objects keyed by the header row. */
function csvRecords(text: string) {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
}

describe("admin routes", () => {
  const id = randomUUID();
  const routes: (InjectOptions & { method: "GET" | "POST" | "PATCH"; url: string })[] = [
    { method: "GET", url: "/api/admin/blog" },
    { method: "GET", url: `/api/admin/blog/${id}` },
    { method: "POST", url: "/api/admin/blog", payload: { title: "T", content: "C", category: "News" } },
    { method: "PATCH", url: `/api/admin/blog/${id}`, payload: { isPublished: true } },
    { method: "GET", url: "/api/admin/mentors" },
    { method: "GET", url: `/api/admin/mentors/${id}` },
    { method: "POST", url: "/api/admin/mentors", payload: { name: "N", title: "T", bio: "B" } },
    { method: "PATCH", url: `/api/admin/mentors/${id}`, payload: { isAvailable: false } },
    { method: "GET", url: "/api/admin/success-stories" },
    {
      method: "POST",
      url: "/api/admin/success-stories",
      payload: { studentName: "S", program: "P", testimonial: "T" },
    },
    { method: "PATCH", url: `/api/admin/success-stories/${id}`, payload: { isVisible: false } },
    { method: "GET", url: "/api/admin/users?search=a" },
    { method: "PATCH", url: `/api/admin/users/${id}/role`, payload: { role: "admin" } },
    { method: "GET", url: "/api/admin/donations" },
    { method: "GET", url: "/api/admin/donations.csv" },
    { method: "GET", url: "/api/admin/bookings" },
    { method: "PATCH", url: `/api/admin/bookings/${id}`, payload: { status: "cancelled" } },
    { method: "GET", url: "/api/admin/bookings.csv" },
  ];

  it("refuse visitors (401), students and instructors (403), and are never cached", async () => {
    const student = as(t.app, (await signedInUser(t.app)).cookie);
    const instructor = as(t.app, (await signedInUser(t.app, { role: "instructor" })).cookie);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const visitor = await t.app.inject(route);
      expect(visitor.statusCode, name).toBe(401);
      expect(visitor.headers["cache-control"], name).toBe("private, no-store");
      for (const request of [student, instructor]) {
        const refused = await request(route);
        expect(refused.statusCode, name).toBe(403);
        expect(refused.headers["cache-control"], name).toBe("private, no-store");
      }
    }
  });

  it("answer admins, privately", async () => {
    for (const route of routes) {
      const response = await admin(route);
      const name = `${route.method} ${route.url}`;
      expect(response.statusCode, name).not.toBe(401);
      expect(response.statusCode, name).not.toBe(403);
      expect(response.statusCode, name).toBeLessThan(500);
      expect(response.headers["cache-control"], name).toBe("private, no-store");
    }
  });

  it("answer 404 for unknown or malformed ids", async () => {
    for (const url of [
      "/api/admin/blog/nope",
      `/api/admin/blog/${randomUUID()}`,
      "/api/admin/mentors/nope",
      `/api/admin/mentors/${randomUUID()}`,
    ]) {
      expect((await admin({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const patches: [string, object][] = [
      ["/api/admin/blog/nope", { title: "x" }],
      ["/api/admin/mentors/nope", { name: "x" }],
      [`/api/admin/success-stories/${randomUUID()}`, { studentName: "x" }],
      ["/api/admin/success-stories/nope", { studentName: "x" }],
      ["/api/admin/users/nope/role", { role: "student" }],
      [`/api/admin/users/${randomUUID()}/role`, { role: "student" }],
      ["/api/admin/bookings/nope", { status: "cancelled" }],
      [`/api/admin/bookings/${randomUUID()}`, { status: "cancelled" }],
    ];
    for (const [url, payload] of patches) {
      expect((await admin({ method: "PATCH", url, payload })).statusCode, url).toBe(404);
    }
  });
});

describe("blog posts", () => {
  const publicIds = async () => (await get("/api/blog")).json().map((post: { id: string }) => post.id);

  it("takes a draft through publishing and unpublishing, and the public blog follows", async () => {
    expect(await publicIds()).toEqual([]); // warms the public cache
    const created = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: {
        title: "  Apprenticeships open  ",
        content: "# Apply now",
        excerpt: "Spring intake",
        category: "News",
        imageUrl: "/images/blog/apprentice.jpg",
      },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ title: "Apprenticeships open", isPublished: false, publishedAt: null });
    expect(await publicIds()).toEqual([]);
    expect((await get(`/api/blog/${draft.id}`)).statusCode).toBe(404);
    expect((await admin({ method: "GET", url: `/api/admin/blog/${draft.id}` })).json().title).toBe(
      "Apprenticeships open",
    );
    expect((await admin({ method: "GET", url: "/api/admin/blog" })).json().map((p: { id: string }) => p.id)).toContain(
      draft.id,
    );

    const before = Date.now();
    const published = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${draft.id}`,
      payload: { isPublished: true },
    });
    expect(published.statusCode).toBe(200);
    const publishedAt = published.json().publishedAt as string;
    expect(Date.parse(publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.json().updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
    expect(await publicIds()).toEqual([draft.id]);
    expect((await get(`/api/blog/${draft.id}`)).json()).toMatchObject({ isPublished: true, publishedAt });

    const hidden = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${draft.id}`,
      payload: { isPublished: false },
    });
    expect(hidden.json()).toMatchObject({ isPublished: false, publishedAt });
    expect(await publicIds()).toEqual([]);
    expect((await get(`/api/blog/${draft.id}`)).statusCode).toBe(404);

    // Republishing keeps the first publication date; null clears it only when asked.
    const again = await admin({ method: "PATCH", url: `/api/admin/blog/${draft.id}`, payload: { isPublished: true } });
    expect(again.json().publishedAt).toBe(publishedAt);
    const cleared = await admin({
      method: "PATCH",
      url: `/api/admin/blog/${draft.id}`,
      payload: { isPublished: false, publishedAt: null },
    });
    expect(cleared.json()).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it("publishes on creation, with the given date or now", async () => {
    const dated = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: {
        title: "Dated",
        content: "x",
        category: "News",
        isPublished: true,
        publishedAt: "2024-05-01T09:00:00.000Z",
        imageUrl: "https://cdn.example.org/a.jpg",
      },
    });
    expect(dated.statusCode).toBe(201);
    expect(dated.json().publishedAt).toBe("2024-05-01T09:00:00.000Z");
    const now = await admin({
      method: "POST",
      url: "/api/admin/blog",
      payload: { title: "Now", content: "x", category: "News", isPublished: true },
    });
    expect(Date.now() - Date.parse(now.json().publishedAt)).toBeLessThan(60_000);
    expect(await publicIds()).toEqual(expect.arrayContaining([dated.json().id, now.json().id]));

    // Newest updated first.
    await admin({ method: "PATCH", url: `/api/admin/blog/${dated.json().id}`, payload: { excerpt: "Edited" } });
    const list = (await admin({ method: "GET", url: "/api/admin/blog" })).json();
    expect(list[0]).toMatchObject({ id: dated.json().id, excerpt: "Edited" });
  });

  it("validates posts", async () => {
    const post = async (payload: object) => admin({ method: "POST", url: "/api/admin/blog", payload });
    const valid = { title: "Title", content: "Body", category: "News" };
    const invalid = await post({ ...valid, title: " " });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: "body.title", message: "Title is required" }]);
    for (const payload of [
      { ...valid, title: "x".repeat(201) },
      { ...valid, content: "" },
      { ...valid, content: "x".repeat(100_001) },
      { ...valid, excerpt: "x".repeat(501) },
      { ...valid, category: "" },
      { ...valid, imageUrl: "javascript:alert(1)" },
      { ...valid, imageUrl: "http://example.org/a.jpg" },
      { ...valid, imageUrl: "//evil.example/a.jpg" },
      { ...valid, imageUrl: `/${"x".repeat(500)}` },
      { ...valid, isPublished: "yes" },
      { ...valid, publishedAt: "yesterday" },
    ]) {
      expect((await post(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const created = (await post(valid)).json();
    const empty = await admin({ method: "PATCH", url: `/api/admin/blog/${created.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe("mentors", () => {
  const availableIds = async () =>
    (await get("/api/mentors/available")).json().map((mentor: { id: string }) => mentor.id);

  it("creates a mentor and the public lists follow availability changes", async () => {
    await availableIds(); // warms the public cache
    const created = await admin({
      method: "POST",
      url: "/api/admin/mentors",
      payload: {
        name: "Dee Welder",
        title: "Certified Welder",
        bio: "TIG and MIG for fifteen years.",
        expertise: ["  Welding ", "welding", "TIG", "Metal fabrication"],
        imageUrl: "/images/mentors/dee.jpg",
      },
    });
    expect(created.statusCode).toBe(201);
    const mentor = created.json();
    expect(mentor).toMatchObject({
      expertise: ["Welding", "TIG", "Metal fabrication"],
      rating: "0.00",
      sessionCount: 0,
      isAvailable: true,
    });
    expect(await availableIds()).toContain(mentor.id);
    expect((await admin({ method: "GET", url: `/api/admin/mentors/${mentor.id}` })).json().name).toBe("Dee Welder");

    const paused = await admin({
      method: "PATCH",
      url: `/api/admin/mentors/${mentor.id}`,
      payload: { isAvailable: false, rating: "3.7", sessionCount: 40 },
    });
    expect(paused.statusCode).toBe(200);
    // Rating and sessionCount are computed (issue 26): typed values are not taken.
    expect(paused.json()).toMatchObject({ isAvailable: false, rating: "0.00", sessionCount: 0, name: "Dee Welder" });
    expect(await availableIds()).not.toContain(mentor.id);
    expect((await get("/api/mentors")).json().map((m: { id: string }) => m.id)).toContain(mentor.id);
    const all = (await admin({ method: "GET", url: "/api/admin/mentors" })).json();
    expect(all.find((m: { id: string }) => m.id === mentor.id)).toMatchObject({ isAvailable: false });

    await admin({ method: "PATCH", url: `/api/admin/mentors/${mentor.id}`, payload: { isAvailable: true } });
    expect(await availableIds()).toContain(mentor.id);
  });

  it("validates mentors", async () => {
    const valid = { name: "N", title: "T", bio: "B" };
    for (const [payload, ok] of [
      [{ ...valid, expertise: Array.from({ length: 10 }, (_, i) => `Tag ${i}`) }, true],
      [{ ...valid, expertise: Array.from({ length: 11 }, (_, i) => `Tag ${i}`) }, false],
      [{ ...valid, expertise: ["x".repeat(61)] }, false],
      [{ ...valid, expertise: ["  "] }, false],
      [{ ...valid, name: "" }, false],
      [{ ...valid, imageUrl: "ftp://x/y.png" }, false],
    ] as const) {
      const response = await admin({ method: "POST", url: "/api/admin/mentors", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(ok ? 201 : 400);
    }
  });
});

describe("success stories", () => {
  const publicIds = async () => (await get("/api/success-stories")).json().map((s: { id: string }) => s.id);

  it("creates a hidden story, then shows it", async () => {
    await publicIds(); // warms the public cache
    const created = await admin({
      method: "POST",
      url: "/api/admin/success-stories",
      payload: {
        studentName: "Jordan Reyes",
        age: 19,
        program: "Electrical Basics",
        currentJob: "Apprentice Electrician",
        salary: "$42,000",
        testimonial: "I wired my first panel.",
        location: "Fresno, CA",
        graduationYear: 2024,
        isVisible: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const story = created.json();
    expect(story).toMatchObject({ isVisible: false, imageUrl: null, salary: "$42,000" });
    expect(await publicIds()).not.toContain(story.id);
    const listed = (await admin({ method: "GET", url: "/api/admin/success-stories" })).json();
    expect(listed.map((s: { id: string }) => s.id)).toContain(story.id);

    const shown = await admin({
      method: "PATCH",
      url: `/api/admin/success-stories/${story.id}`,
      payload: { isVisible: true, age: null },
    });
    expect(shown.json()).toMatchObject({ isVisible: true, age: null, studentName: "Jordan Reyes" });
    expect(await publicIds()).toContain(story.id);
  });

  it("validates stories", async () => {
    const valid = { studentName: "S", program: "P", testimonial: "T" };
    for (const payload of [
      { ...valid, age: 9 },
      { ...valid, age: 121 },
      { ...valid, graduationYear: 1989 },
      { ...valid, graduationYear: 2101 },
      { ...valid, salary: "x".repeat(51) },
      { ...valid, testimonial: "" },
    ]) {
      expect((await admin({ method: "POST", url: "/api/admin/success-stories", payload })).statusCode).toBe(400);
    }
    expect(
      (await admin({ method: "POST", url: "/api/admin/success-stories", payload: { ...valid, age: 10 } })).statusCode,
    ).toBe(201);
  });
});

describe("users", () => {
  it("searches by email and name, case-insensitively, and filters by role", async () => {
    const ada = await createUser(t.db, { email: "ada.lovelace@example.org", firstName: "Ada", lastName: "Lovelace" });
    const grace = await createUser(t.db, {
      email: "ghopper@example.org",
      firstName: "Grace",
      lastName: "Hopper",
      role: "instructor",
    });
    // Newest first: two rows made in the same millisecond (PGlite's clock) would tie.
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, grace.id));
    const search = async (query: string) =>
      (await admin({ method: "GET", url: `/api/admin/users?${query}` })).json().map((u: { id: string }) => u.id);

    expect(await search("search=LOVELACE")).toEqual([ada.id]);
    expect(await search("search=ada%20love")).toEqual([ada.id]);
    expect(await search("search=GHOPPER@")).toEqual([grace.id]);
    expect(await search("search=hopper&role=student")).toEqual([]);
    expect(await search("search=%25")).toEqual([]);
    const instructors = await search("role=instructor");
    expect(instructors).toContain(grace.id);
    expect(instructors).not.toContain(ada.id);

    const all = (await admin({ method: "GET", url: "/api/admin/users" })).json();
    expect(all[0]).toEqual({
      id: grace.id,
      email: "ghopper@example.org",
      firstName: "Grace",
      lastName: "Hopper",
      role: "instructor",
      createdAt: expect.any(String),
    });
    expect((await admin({ method: "GET", url: "/api/admin/users?role=owner" })).statusCode).toBe(400);
  });

  it("changes roles at once, but an admin can't demote themselves", async () => {
    const instructor = await signedInUser(t.app, { role: "instructor" });
    const asInstructor = as(t.app, instructor.cookie);
    const student = await createUser(t.db);

    // An instructor can't change roles.
    const refused = await asInstructor({
      method: "PATCH",
      url: `/api/admin/users/${student.id}/role`,
      payload: { role: "admin" },
    });
    expect(refused.statusCode).toBe(403);

    const promoted = await admin({
      method: "PATCH",
      url: `/api/admin/users/${instructor.user.id}/role`,
      payload: { role: "admin" },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: instructor.user.id, role: "admin" });
    // Their existing session is an admin's now.
    expect((await asInstructor({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(200);

    const self = await admin({
      method: "PATCH",
      url: `/api/admin/users/${adminId}/role`,
      payload: { role: "student" },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(SELF_DEMOTION_MESSAGE);
    const stillAdmin = await admin({
      method: "PATCH",
      url: `/api/admin/users/${adminId}/role`,
      payload: { role: "admin" },
    });
    expect(stillAdmin.json().role).toBe("admin");

    // The new admin can't step down either, but another admin can demote them, at once.
    const demoted = await asInstructor({
      method: "PATCH",
      url: `/api/admin/users/${instructor.user.id}/role`,
      payload: { role: "instructor" },
    });
    expect(demoted.statusCode).toBe(409);
    const byAdmin = await admin({
      method: "PATCH",
      url: `/api/admin/users/${instructor.user.id}/role`,
      payload: { role: "instructor" },
    });
    expect(byAdmin.json().role).toBe("instructor");
    expect((await asInstructor({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(403);

    const bad = await admin({ method: "PATCH", url: `/api/admin/users/${student.id}/role`, payload: { role: "root" } });
    expect(bad.statusCode).toBe(400);
  });

  it("never lets two admins demote each other at the same moment", async () => {
    const first = await signedInUser(t.app, { role: "admin" });
    const second = await signedInUser(t.app, { role: "admin" });
    const [a, b] = await Promise.all([
      as(
        t.app,
        first.cookie,
      )({
        method: "PATCH",
        url: `/api/admin/users/${second.user.id}/role`,
        payload: { role: "student" },
      }),
      as(
        t.app,
        second.cookie,
      )({
        method: "PATCH",
        url: `/api/admin/users/${first.user.id}/role`,
        payload: { role: "student" },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const roles = (await admin({ method: "GET", url: "/api/admin/users?role=admin" }))
      .json()
      .map((u: { id: string }) => u.id);
    expect([first.user.id, second.user.id].filter((id) => roles.includes(id))).toHaveLength(1);
  });
});

describe("donations", () => {
  it("lists donations newest first, anonymous ones flagged, and exports them as safe CSV", async () => {
    const donor = await createUser(t.db);
    const base = Date.now() - 10 * DAY;
    await t.db.insert(donations).values([
      {
        amount: "25.00",
        donorName: "Pat Giver",
        donorEmail: "pat@example.org",
        message: 'For tools, and "books"',
        createdAt: new Date(base),
      },
      {
        amount: "1234567.89",
        donorName: '=HYPERLINK("http://evil.example","Click")',
        donorEmail: "mallory@example.org",
        message: "+1 line one\nline two",
        createdAt: new Date(base + DAY),
      },
      {
        userId: donor.id,
        amount: "0.10",
        donorName: "Quiet Friend",
        donorEmail: "quiet@example.org",
        isAnonymous: true,
        stripePaymentIntentId: "pi_123",
        createdAt: new Date(base + 2 * DAY),
      },
    ]);

    const list = await admin({ method: "GET", url: "/api/admin/donations" });
    expect(list.statusCode).toBe(200);
    const rows = list.json();
    expect(rows.map((row: { amount: string }) => row.amount)).toEqual(["0.10", "1234567.89", "25.00"]);
    expect(rows[0]).toMatchObject({
      userId: donor.id,
      donorName: "Quiet Friend",
      donorEmail: "quiet@example.org",
      isAnonymous: true,
      stripePaymentIntentId: "pi_123",
      createdAt: new Date(base + 2 * DAY).toISOString(),
    });
    expect(rows[2]).toMatchObject({ isAnonymous: false, message: 'For tools, and "books"' });

    const csv = await admin({ method: "GET", url: "/api/admin/donations.csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="donations.csv"');
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csv.body).toContain('"For tools, and ""books"""');

    const records = csvRecords(csv.body);
    expect(parseCsv(csv.body)[0]).toEqual([
      "Date",
      "Amount",
      "Donor name",
      "Donor email",
      "Anonymous",
      "Message",
      "Payment reference",
      "User ID",
      "Donation ID",
    ]);
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      Date: new Date(base + 2 * DAY).toISOString(),
      Amount: "0.10",
      Anonymous: "yes",
      "Payment reference": "pi_123",
      "User ID": donor.id,
    });
    expect(records[1]).toMatchObject({
      Amount: "1234567.89",
      "Donor name": '\'=HYPERLINK("http://evil.example","Click")',
      Message: "'+1 line one\nline two",
    });
    expect(records[2]).toMatchObject({ Amount: "25.00", Message: 'For tools, and "books"', Anonymous: "no" });
  });
});

describe("bookings", () => {
  async function insertBooking(
    mentorId: string,
    userId: string,
    start: Date,
    values: Partial<typeof mentorBookings.$inferInsert> = {},
  ) {
    const duration = values.duration ?? 60;
    const [row] = await t.db
      .insert(mentorBookings)
      .values({
        mentorId,
        userId,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + duration * 60_000),
        ...values,
      })
      .returning();
    return row!;
  }
  const sessionCount = async (mentorId: string) =>
    (await t.db.select().from(mentors).where(eq(mentors.id, mentorId)))[0]!.sessionCount;

  it("lists every student's bookings, upcoming first, then past, with filters", async () => {
    const mentor = await createMentor(t.db, { name: "Lena Lister" });
    const student = await createUser(t.db, { firstName: "Kim", lastName: "Park", email: "kim.park@example.org" });
    const other = await createUser(t.db);
    const now = Date.now();
    const past = await insertBooking(mentor.id, student.id, new Date(now - 3 * DAY), { topic: "Old" });
    const older = await insertBooking(mentor.id, other.id, new Date(now - 5 * DAY));
    const current = await insertBooking(mentor.id, other.id, new Date(now - 10 * 60_000));
    const soon = await insertBooking(mentor.id, student.id, new Date(now + DAY));
    const later = await insertBooking(mentor.id, other.id, new Date(now + 4 * DAY), { status: "cancelled" });

    const list = await admin({ method: "GET", url: "/api/admin/bookings" });
    expect(list.statusCode).toBe(200);
    const ours = list.json().filter((b: { mentor: { id: string } }) => b.mentor.id === mentor.id);
    expect(ours.map((b: { id: string }) => b.id)).toEqual([current.id, soon.id, later.id, past.id, older.id]);
    expect(ours[3]).toMatchObject({
      topic: "Old",
      status: "scheduled",
      duration: 60,
      student: { id: student.id, firstName: "Kim", lastName: "Park", email: "kim.park@example.org" },
      mentor: { id: mentor.id, name: "Lena Lister" },
    });

    const mine = (response: { json: () => { id: string; mentor: { id: string } }[] }) =>
      response
        .json()
        .filter((b) => b.mentor.id === mentor.id)
        .map((b) => b.id);
    const cancelled = await admin({ method: "GET", url: "/api/admin/bookings?status=cancelled" });
    expect(mine(cancelled)).toEqual([later.id]);
    const from = new Date(now - 4 * DAY).toISOString();
    const to = new Date(now + 2 * DAY).toISOString();
    const window = await admin({
      method: "GET",
      url: `/api/admin/bookings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    });
    expect(mine(window)).toEqual([current.id, soon.id, past.id]);
    expect((await admin({ method: "GET", url: "/api/admin/bookings?status=done" })).statusCode).toBe(400);
    expect((await admin({ method: "GET", url: "/api/admin/bookings?from=yesterday" })).statusCode).toBe(400);
    expect(
      (
        await admin({
          method: "GET",
          url: `/api/admin/bookings?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("completes past sessions, counting them for the mentor (computed, issue 26), and refuses future ones", async () => {
    const mentor = await createMentor(t.db, { name: "Cole Counter", sessionCount: 7 });
    const student = await createUser(t.db);
    const past = await insertBooking(mentor.id, student.id, new Date(Date.now() - 2 * DAY));
    const future = await insertBooking(mentor.id, student.id, new Date(Date.now() + 2 * DAY));
    const patch = (id: string, status: string) =>
      admin({ method: "PATCH", url: `/api/admin/bookings/${id}`, payload: { status } });
    const publicCount = async () =>
      (await get("/api/mentors")).json().find((m: { id: string }) => m.id === mentor.id).sessionCount;

    expect(await publicCount()).toBe(7); // warms the public cache; the typed count stands until an outcome
    const completed = await patch(past.id, "completed");
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: past.id, status: "completed", mentor: { id: mentor.id } });
    expect(await sessionCount(mentor.id)).toBe(1);
    expect(await publicCount()).toBe(1);

    // Again: nothing changes.
    expect((await patch(past.id, "completed")).statusCode).toBe(200);
    expect(await sessionCount(mentor.id)).toBe(1);

    // Leaving completed takes the session back off the count.
    expect((await patch(past.id, "no_show")).json().status).toBe("no_show");
    expect(await sessionCount(mentor.id)).toBe(0);
    expect(await publicCount()).toBe(0);

    for (const status of ["completed", "no_show"]) {
      const refused = await patch(future.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(FUTURE_SESSION_MESSAGE);
    }
    expect(await sessionCount(mentor.id)).toBe(0);
    expect((await patch(future.id, "cancelled")).json().status).toBe("cancelled");
    expect((await patch(future.id, "scheduled")).json().status).toBe("scheduled");
    expect((await patch(future.id, "finished")).statusCode).toBe(400);
  });

  it("schedules a cancelled booking again even over another one (sessions may overlap)", async () => {
    const mentor = await createMentor(t.db, { name: "Bo Busy" });
    const start = new Date(Date.now() + 3 * DAY);
    const first = await insertBooking(mentor.id, (await createUser(t.db)).id, start, { status: "cancelled" });
    await insertBooking(mentor.id, (await createUser(t.db)).id, new Date(start.getTime() + 30 * 60_000));
    const response = await admin({
      method: "PATCH",
      url: `/api/admin/bookings/${first.id}`,
      payload: { status: "scheduled" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, status: "scheduled" });
    const [row] = await t.db.select().from(mentorBookings).where(eq(mentorBookings.id, first.id));
    expect(row!.status).toBe("scheduled");
  });

  it("exports bookings as CSV", async () => {
    const mentor = await createMentor(t.db, { name: "Csv Mentor" });
    const student = await createUser(t.db, { firstName: "Rae", lastName: "Lee" });
    const start = new Date(Date.now() + 6 * DAY);
    const booking = await insertBooking(mentor.id, student.id, start, {
      duration: 90,
      topic: "=cmd|' /C calc'!A0",
      notes: 'Bring gloves, "heavy" ones',
    });
    const csv = await admin({ method: "GET", url: "/api/admin/bookings.csv?status=scheduled" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="bookings.csv"');
    const record = csvRecords(csv.body).find((row) => row["Booking ID"] === booking.id);
    expect(record).toEqual({
      "Scheduled at": start.toISOString(),
      "Ends at": new Date(start.getTime() + 90 * 60_000).toISOString(),
      "Duration (minutes)": "90",
      Status: "scheduled",
      Mentor: "Csv Mentor",
      Student: "Rae Lee",
      "Student email": student.email,
      Topic: "'=cmd|' /C calc'!A0",
      Notes: 'Bring gloves, "heavy" ones',
      "Booked at": expect.any(String),
      "Booking ID": booking.id,
      "Mentor ID": mentor.id,
      "Student ID": student.id,
    });
    const cancelledOnly = await admin({ method: "GET", url: "/api/admin/bookings.csv?status=cancelled" });
    expect(csvRecords(cancelledOnly.body).map((row) => row["Booking ID"])).not.toContain(booking.id);
  });
});
