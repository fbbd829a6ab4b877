/**
 * Emails and calendar files in the recipient's language (issue 12): an account keeps the
 * language it signed up in, a newsletter subscriber the language they subscribed in, and the
 * booking's .ics download follows the request's language.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, emailOutbox, newsletterSubscribers, users } from "../../src/db/schema/index.js";
import { serverText } from "../../src/server/i18n/catalog.js";
import { as, createTestApp, type TestContext } from "../support/app.js";
import { bookMentor, createMentor, signedInUser } from "../support/factories.js";

let t: TestContext;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, (await signedInUser(t.app, { role: "admin" })).cookie);
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (name = "reader") => `${name}-${Date.now()}-${counter++}@example.org`;
const outboxTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const localeOf = async (email: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

/** The .ics text unfolded (continuation lines joined). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("sign-up keeps the visitor's language", () => {
  const register = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "a-long-unusual-phrase", firstName: "Lucía" },
      headers,
    });

  it("stores es for Accept-Language: es and queues a Spanish welcome email", async () => {
    const email = uniqueEmail("es");
    const response = await register(email, { "accept-language": "es-MX,es;q=0.9,en;q=0.8" });
    expect(response.statusCode, response.body).toBe(201);
    expect(await localeOf(email)).toBe("es");
    const [welcome] = await outboxTo(email);
    expect(welcome!.kind).toBe("welcome");
    expect(welcome!.subject).toBe("Te damos la bienvenida a Trade Skills Academy");
    expect(welcome!.textBody).toContain("¡Te damos la bienvenida, Lucía!");
    expect(welcome!.textBody).toContain("Inscríbete y empieza la primera lección.");
    expect(welcome!.textBody).not.toMatch(/Welcome|You get this email|Questions\?|Unsubscribe/);
    expect(welcome!.htmlBody).toContain('lang="es"');
  });

  it("follows the tsa_locale cookie over Accept-Language", async () => {
    const email = uniqueEmail("cookie");
    expect((await register(email, { cookie: "tsa_locale=es", "accept-language": "en-US" })).statusCode).toBe(201);
    expect(await localeOf(email)).toBe("es");
    const english = uniqueEmail("cookie-en");
    expect((await register(english, { cookie: "tsa_locale=en", "accept-language": "es" })).statusCode).toBe(201);
    expect(await localeOf(english)).toBe("en");
  });

  it("stores en and sends the English welcome when the visitor shows no preference", async () => {
    const email = uniqueEmail("en");
    expect((await register(email)).statusCode).toBe(201);
    expect(await localeOf(email)).toBe("en");
    const [welcome] = await outboxTo(email);
    expect(welcome!.subject).toBe("Welcome to Trade Skills Academy");
    expect(welcome!.textBody).toContain("Welcome, Lucía!");
    expect(welcome!.htmlBody).toContain('lang="en"');
  });
});

describe("a booking in the student's language", () => {
  async function book(locale: "es" | null, mentorEmail: string | null = uniqueEmail("mentor")) {
    const mentor = await createMentor(t.db, { name: "Rosa Diaz", title: "Chef", email: mentorEmail });
    const student = await signedInUser(t.app, { email: uniqueEmail("student"), firstName: "Lucia" });
    if (locale) await t.db.update(users).set({ locale }).where(eq(users.id, student.user.id));
    const scheduledAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    scheduledAt.setUTCHours(15, 0, 0, 0);
    const booking = await bookMentor(t.app, student.cookie, mentor.id, {
      scheduledAt,
      topic: "Knife skills",
      timeZone: "America/Bogota",
    });
    return { student, mentor, mentorEmail, booking };
  }

  it("mails the student in Spanish with a Spanish invitation; the mentor's copy stays English", async () => {
    const { student, mentorEmail } = await book("es");
    const rows = await outboxTo(student.user.email);
    const made = rows.find((row) => row.kind === "booking-made")!;
    expect(made.subject).toBe("Sesión de mentoría reservada con Rosa Diaz");
    expect(made.textBody).toContain("Tu sesión de mentoría con Rosa Diaz está reservada.");
    expect(made.textBody).toContain("Duración: 90 minutos");
    expect(made.textBody).toMatch(/Fecha y hora \(America\/Bogota\): \S+, \d+ de \S+ de \d{4}/);
    expect(made.textBody).not.toMatch(/Your session|Duration|Date and time|You get this email/);
    const invite = unfold(made.attachments[0]!.content);
    expect(invite).toContain("SUMMARY:Sesión de mentoría con Rosa Diaz\r\n");
    expect(invite).toContain("DESCRIPTION:Tema: Knife skills\r\n");
    const reminder = rows.find((row) => row.kind === "booking-reminder")!;
    expect(reminder.subject).toBe("Recordatorio: sesión de mentoría con Rosa Diaz mañana");

    const [forMentor] = (await outboxTo(mentorEmail!)).filter((row) => row.kind === "booking-made");
    expect(forMentor!.subject).toBe("Mentorship session booked with Lucia Student");
    // The mentor's calendar names the student by first name (issue 23), not the mentor.
    expect(unfold(forMentor!.attachments[0]!.content)).toContain("SUMMARY:Mentorship session with Lucia\r\n");
    expect(serverText("es", "Mentorship session with {student}", { student: "Lucia" })).toBe(
      "Sesión de mentoría con Lucia",
    );
  });

  it("keeps English for a student who never chose a language", async () => {
    const { student } = await book(null, null);
    const made = (await outboxTo(student.user.email)).find((row) => row.kind === "booking-made")!;
    expect(made.subject).toBe("Mentorship session booked with Rosa Diaz");
    expect(unfold(made.attachments[0]!.content)).toContain("SUMMARY:Mentorship session with Rosa Diaz\r\n");
  });

  it("downloads the .ics in the request's language: cookie, else the account's, else Accept-Language", async () => {
    const { student, booking } = await book(null, null);
    const url = `/api/user/mentor-bookings/${booking.id}/calendar.ics`;
    const download = (headers: Record<string, string>) =>
      t.app.inject({
        method: "GET",
        url,
        headers: { ...headers, cookie: [student.cookie, headers.cookie].filter(Boolean).join("; ") },
      });

    const english = await download({});
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("SUMMARY:Mentorship session with Rosa Diaz\r\n");
    expect(english.body).toContain("DESCRIPTION:Topic: Knife skills\r\n");

    const byHeader = await download({ "accept-language": "es-419,es;q=0.9" });
    expect(unfold(byHeader.body)).toContain("SUMMARY:Sesión de mentoría con Rosa Diaz\r\n");
    expect(unfold(byHeader.body)).toContain("DESCRIPTION:Tema: Knife skills\r\n");
    expect(byHeader.headers["content-language"]).toBe("es");

    const byCookie = await download({ cookie: "tsa_locale=es", "accept-language": "en" });
    expect(unfold(byCookie.body)).toContain("SUMMARY:Sesión de mentoría con Rosa Diaz\r\n");

    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, student.user.id));
    const byAccount = await download({ "accept-language": "en" });
    expect(unfold(byAccount.body)).toContain("SUMMARY:Sesión de mentoría con Rosa Diaz\r\n");
    const cookieWins = await download({ cookie: "tsa_locale=en" });
    expect(cookieWins.body).toContain("SUMMARY:Mentorship session with Rosa Diaz\r\n");
  });
});

describe("newsletter subscribers' language", () => {
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, headers });
  const subscriber = async (email: string) =>
    (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

  it("keeps the language of the subscribe request and confirms in it", async () => {
    const spanish = uniqueEmail("nl-es");
    expect((await subscribe(spanish, { cookie: "tsa_locale=es" })).statusCode).toBe(202);
    expect((await subscriber(spanish)).locale).toBe("es");
    const [confirmation] = await outboxTo(spanish);
    expect(confirmation!.subject).toBe("Confirma tu suscripción al boletín de Trade Skills Academy");
    expect(confirmation!.textBody).toContain("Presiona el botón para confirmar que esta es tu dirección.");
    expect(confirmation!.textBody).not.toMatch(/Please confirm|You get this email|Questions\?/);

    const english = uniqueEmail("nl-en");
    expect((await subscribe(english)).statusCode).toBe(202);
    expect((await subscriber(english)).locale).toBe("en");
    expect((await outboxTo(english))[0]!.subject).toBe("Confirm your Trade Skills Academy newsletter subscription");
  });

  it("sends a post as written, with the texts around it in each reader's language", async () => {
    await t.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscribers.status, "confirmed"));
    const spanish = uniqueEmail("post-es");
    const english = uniqueEmail("post-en");
    const legacy = uniqueEmail("post-null");
    await t.db.insert(newsletterSubscribers).values([
      { email: spanish, status: "confirmed", locale: "es" },
      { email: english, status: "confirmed", locale: "en" },
      { email: legacy, status: "confirmed", locale: null },
    ]);
    const [post] = await t.db
      .insert(blogPosts)
      .values({
        title: "Five tools every apprentice needs",
        content: "A tape measure you trust.\nA square that is square.",
        excerpt: null,
        category: "Carpentry",
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning();
    const sent = await admin({ method: "POST", url: `/api/admin/blog/${post!.id}/send`, payload: {} });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const copyFor = async (email: string) =>
      (
        await t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "newsletter")))
      )[0]!;

    const es = await copyFor(spanish);
    expect(es.subject).toBe("Five tools every apprentice needs");
    expect(es.textBody).toContain("A tape measure you trust.");
    expect(es.textBody).toContain("Léelo en nuestro blog");
    expect(es.textBody).toContain("Recibes este correo porque te suscribiste al boletín de Trade Skills Academy.");
    expect(es.htmlBody).toContain("Nuevo en el blog de Trade Skills Academy: Five tools every apprentice needs");
    expect(es.textBody).not.toMatch(/Read it on our blog|You get this email/);

    for (const email of [english, legacy]) {
      const en = await copyFor(email);
      expect(en.textBody).toContain("Read it on our blog");
      expect(en.textBody).toContain(
        "You get this email because you subscribed to the Trade Skills Academy newsletter.",
      );
    }
    // Each copy still carries its own reader's unsubscribe link.
    expect(es.headers["List-Unsubscribe"]).not.toBe((await copyFor(english)).headers["List-Unsubscribe"]);
  });
});
