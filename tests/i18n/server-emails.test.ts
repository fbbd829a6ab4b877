/**
 * Emails and calendar texts in Spanish (issue 12). The catalogue src/server/locales/es.emails.json
 * maps each English ICU message, as the templates pass it to serverText, to its Spanish message:
 * every entry compiles and keeps its English placeholders, every entry is a text the server
 * uses, and every email renders in Spanish with no English sentence left, while English renders
 * as it always has.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import esEmails from "../../src/server/locales/es.emails.json" with { type: "json" };
import {
  bookingEmails,
  certificateIssuedEmail,
  formatSessionTime,
  newsletterConfirmEmail,
  newsletterPostEmail,
  passwordChangedEmail,
  passwordResetEmail,
  projectReviewedEmail,
  resetOidcEmail,
  reviewDigestEmail,
  welcomeEmail,
  type EmailToSend,
  type MailContext,
} from "../../src/server/modules/email/index.js";

const catalogue: Record<string, string> = esEmails;

/** The names of a message's arguments, plain or plural/select, nested ones included. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

/** Every .ts/.tsx file of the server, as one text. */
function serverSource(dir = "src/server"): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory() ? serverSource(path) : /\.tsx?$/.test(path) ? readFileSync(path, "utf8") : "",
    )
    .join("\n");
}

describe("the emails' Spanish catalogue", () => {
  it("has entries", () => {
    expect(Object.keys(catalogue).length).toBeGreaterThan(80);
  });

  it.each(Object.entries(catalogue))("%s: compiles and keeps its placeholders", (english, spanish) => {
    expect(spanish.trim()).not.toBe("");
    expect(() => compileMessage(english)).not.toThrow();
    expect(() => compileMessage(spanish)).not.toThrow();
    expect(argumentsOf(spanish)).toEqual(argumentsOf(english));
  });

  it("holds only texts the server uses", () => {
    const source = serverSource();
    // A message is in the code as a string literal ("…" or '…').
    const unused = Object.keys(catalogue).filter(
      (english) => !source.includes(JSON.stringify(english)) && !source.includes(`'${english}'`),
    );
    expect(unused).toEqual([]);
  });

  it("translates every text the templates and the calendar pass as a literal", () => {
    const files = [
      ...readdirSync("src/server/modules/email/templates").map((name) =>
        join("src/server/modules/email/templates", name),
      ),
      "src/server/modules/mentors/bookings.service.ts",
    ];
    const literals = files.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/\b(?:t|serverText\(\s*locale,)\(?\s*("(?:[^"\\]|\\.)*"|'[^']*')/g)].map(
        (match) => (match[1]!.startsWith("'") ? match[1]!.slice(1, -1) : (JSON.parse(match[1]!) as string)),
      ),
    );
    expect(literals.length).toBeGreaterThan(80);
    expect(literals.filter((text) => !(text in catalogue))).toEqual([]);
  });
});

const ctx: MailContext = {
  publicUrl: new URL("https://academy.example.org"),
  contactEmail: "hola@academy.example.org",
  secret: "s".repeat(40),
};
const id = "00000000-0000-4000-8000-000000000001";

/** Every template, for a recipient in `locale` (null: never chose). Values are names and neutral data. */
async function everyEmail(locale: "es" | "en" | null): Promise<Record<string, EmailToSend>> {
  const user = { id, email: "ana@example.org", firstName: "Ana", locale };
  const nameless = { ...user, firstName: null };
  const notice = {
    booking: {
      id: "b1",
      scheduledAt: new Date("2026-12-01T15:00:00Z"),
      duration: 90,
      topic: "Ebanistería",
      notes: "Planos",
      timeZone: "America/Bogota",
    },
    mentor: { name: "Rosa Díaz", email: "rosa@example.org" },
    student: { id, email: user.email, firstName: "Lucía", lastName: "Ortiz", locale },
  };
  const waiting = Array.from({ length: 27 }, (_, index) => ({
    studentName: `Ana ${index}`,
    projectTitle: `Mesa ${index}`,
    courseTitle: "Carpintería",
    submittedAt: new Date("2026-11-20T10:05:00Z"),
  }));
  const post = { id: "p1", title: "Herramientas", excerpt: null, content: "Uno.\nDos.", category: "Carpintería" };
  const links = { oneClick: "https://academy.example.org/a", page: "https://academy.example.org/b" };
  const calendar = () => ({ filename: "invite.ics", contentType: "text/calendar", content: "" });
  const [made, cancelled, reminder] = await Promise.all(
    (["booking-made", "booking-cancelled", "booking-reminder"] as const).map((kind) =>
      bookingEmails(ctx, kind, notice, { calendar }),
    ),
  );
  return {
    welcome: await welcomeEmail(ctx, user),
    welcomeNameless: await welcomeEmail(ctx, nameless),
    passwordReset: await passwordResetEmail(ctx, user, "token"),
    resetOidc: await resetOidcEmail(ctx, nameless, "Acme"),
    resetOidcUnnamed: await resetOidcEmail(ctx, user, null),
    passwordChanged: await passwordChangedEmail(ctx, user),
    bookingMade: made![0]!,
    bookingCancelled: cancelled![0]!,
    bookingReminder: reminder![0]!,
    certificate: await certificateIssuedEmail(ctx, {
      student: { id, email: user.email, name: "Ana Ruiz", locale },
      certId: "TSA-1234",
      courseTitle: "Carpintería",
    }),
    projectApproved: await projectReviewedEmail(ctx, {
      student: user,
      project: { id: "p1", title: "Mesa" },
      review: { status: "approved", grade: "excellent", feedback: "¡Muy bien!" },
      submissionId: "s1",
    }),
    projectRevision: await projectReviewedEmail(ctx, {
      student: nameless,
      project: { id: "p1", title: "Mesa" },
      review: { status: "needs_revision", grade: null, feedback: null },
      submissionId: "s2",
    }),
    digestOne: await reviewDigestEmail(ctx, {
      recipient: user,
      waiting: waiting.slice(0, 1),
      total: 1,
      sendAfter: new Date(0),
    }),
    digestMany: await reviewDigestEmail(ctx, { recipient: user, waiting, total: 27, sendAfter: new Date(0) }),
    newsletterConfirm: await newsletterConfirmEmail(ctx, { email: user.email, token: "t", locale }),
    newsletterPost: await newsletterPostEmail(ctx, { email: user.email, post, ref: "r", unsubscribe: links, locale }),
  };
}

/**
 * The English sentences of the catalogue: each message's literal runs between placeholders, of
 * some length (short ones like "Mentor" read the same in Spanish), without the academy's name.
 */
const englishSentences = Object.keys(catalogue)
  .filter((english) => !/\{\w+,/.test(english))
  .flatMap((english) => english.split(/\{\w+\}/))
  .map((run) => run.trim())
  .filter((run) => run.length >= 10 && run !== "Trade Skills Academy");

describe("every email in Spanish", async () => {
  const spanish = await everyEmail("es");

  it.each(Object.entries(spanish))("%s: has no English sentence left", (_, email) => {
    const preview = /data-skip-in-text="true">([^<]*)/.exec(email.html)?.[1] ?? "";
    for (const text of [email.subject, email.text, preview]) {
      const left = englishSentences.filter((sentence) => text.includes(sentence));
      expect(left, text).toEqual([]);
      expect(text).not.toMatch(/\b(You get this|Questions\?|Unsubscribe|Hi there|Welcome)\b/);
    }
    expect(email.html).toContain('<html dir="ltr" lang="es">');
    expect(email.text).toContain("¿Preguntas? Escríbenos a hola@academy.example.org.");
  });

  it("says what each email is about in Spanish", () => {
    expect(spanish.welcome!.subject).toBe("Te damos la bienvenida a Trade Skills Academy");
    expect(spanish.welcome!.text).toContain("¡Te damos la bienvenida, Ana!");
    // Transactional (issue 23): no unsubscribe link; a notice has one, in Spanish.
    expect(spanish.welcome!.text).not.toContain("Date de baja");
    expect(spanish.projectApproved!.text).toContain("Date de baja");
    expect(spanish.welcomeNameless!.text).toContain("¡Te damos la bienvenida!");
    expect(spanish.passwordReset!.subject).toBe("Restablece tu contraseña de Trade Skills Academy");
    expect(spanish.passwordReset!.text).toContain("Hola, Ana:");
    expect(spanish.passwordReset!.text).toContain("El enlace funciona durante 60 minutos y solo una vez.");
    expect(spanish.resetOidc!.text).toContain("Iniciar sesión con Acme");
    expect(spanish.resetOidcUnnamed!.text).toContain("Inicias sesión con la cuenta de tu organización.");
    expect(spanish.passwordChanged!.subject).toBe("Se cambió tu contraseña de Trade Skills Academy");
    expect(spanish.bookingMade!.subject).toBe("Sesión de mentoría reservada con Rosa Díaz");
    expect(spanish.bookingMade!.text).toContain(
      "Fecha y hora (America/Bogota): martes, 1 de diciembre de 2026, 10:00 a.m.",
    );
    expect(spanish.bookingMade!.text).toContain("Duración: 90 minutos");
    expect(spanish.bookingCancelled!.subject).toBe("Sesión de mentoría con Rosa Díaz cancelada");
    expect(spanish.bookingReminder!.subject).toBe("Recordatorio: sesión de mentoría con Rosa Díaz mañana");
    expect(spanish.certificate!.subject).toBe("¡Felicidades! Tu certificado de Carpintería");
    expect(spanish.projectApproved!.subject).toBe("Tu proyecto “Mesa” fue revisado: Aprobado");
    expect(spanish.projectApproved!.text).toContain("Calificación: Excelente");
    expect(spanish.projectRevision!.text).toContain("Hola:");
    expect(spanish.projectRevision!.text).toContain("Comentarios: Sin comentarios escritos");
    expect(spanish.digestOne!.subject).toBe("1 entrega espera revisión");
    expect(spanish.digestMany!.subject).toBe("27 entregas esperan revisión");
    expect(spanish.digestMany!.text).toContain("…y 2 más.");
    expect(spanish.newsletterConfirm!.subject).toBe("Confirma tu suscripción al boletín de Trade Skills Academy");
    // The post as written; only the texts around it are translated.
    expect(spanish.newsletterPost!.subject).toBe("Herramientas");
    expect(spanish.newsletterPost!.text).toContain("Léelo en nuestro blog");
  });

  it("writes a session's time in Spanish", () => {
    expect(formatSessionTime(new Date("2026-12-01T15:00:00Z"), "UTC", "es")).toBe(
      "martes, 1 de diciembre de 2026, 3:00 p.m.",
    );
    expect(formatSessionTime(new Date("2026-12-01T15:00:00Z"), "Not/AZone", "es")).toBe(
      "martes, 1 de diciembre de 2026, 3:00 p.m.",
    );
  });
});

describe("every email in English", async () => {
  const never = await everyEmail(null);
  const english = await everyEmail("en");

  it("is the same for a recipient who never chose a language and one who chose English", () => {
    expect(never).toEqual(english);
  });

  it("reads as it always has", () => {
    expect(english.welcome!.subject).toBe("Welcome to Trade Skills Academy");
    expect(english.welcomeNameless!.text).toContain("Welcome, there!");
    expect(english.resetOidcUnnamed!.text).toContain("You sign in with your organisation account.");
    expect(english.bookingMade!.text).toContain(
      "Date and time (America/Bogota): Tuesday, December 1, 2026 at 10:00 AM",
    );
    expect(english.projectApproved!.subject).toBe('Your project "Mesa" was reviewed: Approved');
    expect(english.digestOne!.subject).toBe("1 submission is waiting for review");
    expect(english.digestMany!.subject).toBe("27 submissions are waiting for review");
    expect(english.digestMany!.text).toContain("…and 2 more.");
    expect(english.welcome!.text).toContain("Questions? Write to hola@academy.example.org.");
    expect(english.welcome!.html).toContain('<html dir="ltr" lang="en">');
  });
});

describe("the newsletter's post (issue 23, WCAG 3.1.2)", () => {
  const links = { oneClick: "https://academy.example.org/a", page: "https://academy.example.org/b" };
  const post = {
    id: "p1",
    title: "Measure Twice",
    excerpt: null,
    content: "Mark it.\nCut it.",
    category: "Trade Tips",
  };
  const send = (language: "en" | "es" | null, locale: "en" | "es") =>
    newsletterPostEmail(ctx, {
      email: "ana@example.org",
      post: { ...post, language },
      ref: "r",
      unsubscribe: links,
      locale,
    });

  it('marks an English post inside a Spanish email with lang="en", the texts around it staying Spanish', async () => {
    for (const language of ["en", null] as const) {
      const { html } = await send(language, "es");
      expect(html).toMatch(/<html[^>]*lang="es"/);
      expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>Measure Twice<\/h1>/);
      expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Mark it\.<\/p>/);
      expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Cut it\.<\/p>/);
      expect(html).not.toMatch(/<p[^>]*lang="en"[^>]*>[^<]*(Léelo|Recibes)/);
    }
  });

  it('marks a Spanish post with lang="es"', async () => {
    const { html } = await send("es", "en");
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toMatch(/<h1[^>]*lang="es"[^>]*>Measure Twice<\/h1>/);
    expect(html).toMatch(/<p[^>]*lang="es"[^>]*>Mark it\.<\/p>/);
  });
});
