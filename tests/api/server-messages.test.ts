import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { NOTICE_KINDS } from "../../src/shared/rules/email.js";
import { createTestApp, type TestContext } from "../support/app.js";
import { createCourseWithContent, signedInUser } from "../support/factories.js";

/**
 * Issue 12: the server's messages in the request's language. English stays exactly as the spec
 * words it; Spanish comes with the cookie, the account's language or Accept-Language.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const spanish = { "accept-language": "es-MX,es;q=0.9" };

describe("server messages in the request's language", () => {
  it("answers a failed sign-in in Spanish for Accept-Language es, in English otherwise", async () => {
    const payload = { email: "nobody@example.com", password: "wrong-password-123" };
    const es = await t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers: spanish });
    expect(es.statusCode).toBe(401);
    expect(es.json()).toEqual({ message: "Correo electrónico o contraseña incorrectos" });
    expect(es.headers["content-language"]).toBe("es");
    const en = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(en.json()).toEqual({ message: "Incorrect email or password" });
  });

  it("follows the language cookie before Accept-Language", async () => {
    const payload = { email: "nobody@example.com", password: "wrong-password-123" };
    const viaCookie = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { cookie: "tsa_locale=es", "accept-language": "en-US" },
    });
    expect(viaCookie.json().message).toBe("Correo electrónico o contraseña incorrectos");
    const englishCookie = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { cookie: "tsa_locale=en", ...spanish },
    });
    expect(englishCookie.json().message).toBe("Incorrect email or password");
  });

  it("words validation messages and their fields in Spanish", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "not-an-email", password: "short", firstName: "" },
      headers: spanish,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toBe("Algunos campos no son válidos");
    const byPath = Object.fromEntries(body.errors.map((error) => [error.path, error.message]));
    expect(byPath["body.email"]).toBe("Escribe un correo electrónico válido");
    expect(byPath["body.password"]).toMatch(/^La contraseña debe tener al menos \d+ caracteres$/);
    expect(byPath["body.firstName"]).toBe("El nombre es obligatorio");
  });

  it("words zod's own messages with zod's Spanish where a check has none of ours", async () => {
    const { cookie } = await signedInUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/quizzes/00000000-0000-4000-8000-000000000000/attempts",
      payload: { answers: "all of them" },
      headers: { cookie: `${cookie}; tsa_locale=es` },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { message: string }[] }>();
    for (const error of body.errors) expect(error.message).not.toMatch(/\b(expected|received|invalid|must)\b/i);
    expect(body.errors[0]!.message).toMatch(/[áéíóúñ]|entrada|inválid|esperaba/i);
  });

  it("answers unknown API paths, malformed JSON and missing records in Spanish", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/nothing-here", headers: spanish });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No encontrado" });
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: '{"email": "a@b.c", ',
      headers: { "content-type": "application/json", ...spanish },
    });
    expect(malformed.json()).toEqual({ message: "El cuerpo de la solicitud no es un JSON válido" });
    const course = await t.app.inject({
      method: "GET",
      url: "/api/courses/00000000-0000-4000-8000-000000000000",
      headers: spanish,
    });
    expect(course.statusCode).toBe(404);
    expect(course.json()).toEqual({ message: "No encontramos el curso" });
  });

  it("uses the account's language when the request has no cookie", async () => {
    const { user, cookie } = await signedInUser(t.app);
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, user.id));
    const fixture = await createCourseWithContent(t.db, { isFree: false, price: "30.00" });
    const lesson = fixture.lessons[0]!;
    const response = await t.app.inject({ method: "GET", url: `/api/lessons/${lesson.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Inscríbete en este curso para abrir sus lecciones");
    const enroll = await t.app.inject({
      method: "POST",
      url: `/api/courses/${fixture.course.id}/enroll`,
      headers: { cookie },
    });
    expect(enroll.statusCode).toBe(402);
    expect(enroll.json().message).toBe("Este es un curso de pago. Completa el pago para inscribirte.");
  });

  it("answers a success {message} in Spanish too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "someone@example.com" },
      headers: spanish,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: "Si existe una cuenta con ese correo electrónico, te enviamos un enlace para restablecer tu contraseña.",
    });
  });

  it("names the email notices in the request's language, in what it reads and what it saves", async () => {
    const { cookie } = await signedInUser(t.app, { role: "instructor" });
    const read = await t.app.inject({
      method: "GET",
      url: "/api/user/email-preferences",
      headers: { cookie: `${cookie}; tsa_locale=es` },
    });
    expect(read.statusCode).toBe(200);
    const notices = read.json<{ notices: { key: string; label: string; description: string }[] }>().notices;
    expect(notices.map((notice) => notice.key)).toEqual(NOTICE_KINDS.map((notice) => notice.key));
    for (const notice of notices) {
      const english = NOTICE_KINDS.find((kind) => kind.key === notice.key)!;
      expect(notice.label).not.toBe(english.label);
      expect(notice.description).not.toBe(english.description);
    }
    expect(notices.find((notice) => notice.key === "bookings")).toMatchObject({
      label: "Recordatorios de sesiones de mentoría",
      description:
        "Recordatorios el día antes y 1 hora antes de una sesión. Las confirmaciones y cancelaciones siempre llegan.",
    });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { notices: { reviews: false } },
      headers: { cookie: `${cookie}; tsa_locale=es` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().notices.find((notice: { key: string }) => notice.key === "reviews")).toMatchObject({
      label: "Revisiones de proyectos",
      isEnabled: false,
    });
    const english = await t.app.inject({ method: "GET", url: "/api/user/email-preferences", headers: { cookie } });
    expect(english.json().notices[0].label).toBe("Mentorship session reminders");
  });
});
