/**
 * The server's Spanish catalogue (issues 12 and 21). The server says its texts as message ids with
 * values; the catalogue gives each id's Spanish. Ids the server's code names are checked by the
 * type checker (the last test shows how); the source scan and the shared schemas' messages are
 * checked here, so that a server text without Spanish fails.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { AppError, badRequest, notFound } from "../../src/server/errors.js";
import {
  english,
  hasTranslation,
  msg,
  render,
  sharedMessage,
  spanishCatalogue,
  type Said,
} from "../../src/server/i18n/catalog.js";
import { validationMessage } from "../../src/server/i18n/validation.js";
import { messageOfText, saidClashes, saidMessages, type Message } from "../../src/shared/messages.js";
import { NOTICE_KINDS } from "../../src/shared/rules/email.js";
import { serverTexts } from "../support/server-texts.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const texts = serverTexts(root);

// Every schema and rule of `shared`, so that all their messages are said.
const modulesOf = (folder: string) =>
  readdirSync(new URL(`../../src/shared/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => name.slice(0, -".ts".length));
await Promise.all(modulesOf("contracts").map((name) => import(`../../src/shared/contracts/${name}.ts`)));
await Promise.all(modulesOf("rules").map((name) => import(`../../src/shared/rules/${name}.ts`)));

/** The names of an ICU message's simple placeholders, sorted. */
const placeholders = (message: string) =>
  [...message.replace(/'\{[^}]*\}'/g, "").matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

/** A message's id and the ids of the messages among its values. */
const idsOf = (message: Message): string[] => [
  message.id,
  ...Object.values(message.values ?? {}).flatMap((value) => (typeof value === "object" ? idsOf(value) : [])),
];

describe("the server's Spanish catalogue", () => {
  it("finds the server's texts in its source (the scan itself works)", () => {
    const found = texts.map((text) => text.text);
    expect(found).toContain("Incorrect email or password");
    expect(found).toContain("No attempts remaining for this quiz");
    expect(found).toContain("Course not found");
    expect(found).toContain("Success story not found");
    expect(found).toContain(
      "Upload quota reached: at most {limit}. Files you upload but don't submit are deleted after a day.",
    );
    expect(found).toContain("Age must be between {min} and {max}");
    expect(texts.filter((text) => text.isValue).map((text) => text.text)).toContain("Title");
    expect(texts.length).toBeGreaterThan(150);
  });

  it("has every message the server's code names, by its id", () => {
    const missing = texts.filter(
      (text) => !text.isValue && !text.file.startsWith("src/shared/") && !hasTranslation(text.text),
    );
    expect(missing.map((text) => `${text.file}: ${text.text}`)).toEqual([]);
  });

  it("has every message the shared schemas say, with the messages among its values", () => {
    expect(saidMessages().size).toBeGreaterThan(100);
    const missing = [...saidMessages().values()].flatMap(idsOf).filter((id) => !hasTranslation(id));
    expect([...new Set(missing)]).toEqual([]);
    // Two messages that render to the same English could not be told apart.
    expect([...saidClashes()]).toEqual([]);
  });

  it("hears every message of the shared schemas through said(), never as a bare text", () => {
    const bare = texts.filter(
      (text) => !text.isValue && !text.isId && text.file.startsWith("src/shared/") && !messageOfText(text.text),
    );
    expect(bare.map((text) => `${text.file}: ${text.text}`)).toEqual([]);
  });

  it("renders each shared message in English exactly as the schema says it", () => {
    for (const [text, message] of saidMessages()) expect(english(message), message.id).toBe(text);
  });

  it("translates every label and name that messages are built with", () => {
    const missing = texts.filter((text) => text.isValue && !hasTranslation(text.text));
    expect(missing.map((text) => `${text.file}: ${text.text}`)).toEqual([]);
  });

  it("translates the email notices' names and descriptions", () => {
    const missing = NOTICE_KINDS.flatMap((notice) => [notice.label, notice.description]).filter(
      (text) => !hasTranslation(text),
    );
    expect(missing).toEqual([]);
  });

  it("compiles every message, with the same placeholders in both languages", () => {
    for (const [english, spanish] of Object.entries(spanishCatalogue)) {
      expect(() => compileMessageOrThrow(english), english).not.toThrow();
      expect(() => compileMessageOrThrow(spanish), spanish).not.toThrow();
      expect(placeholders(spanish), english).toEqual(placeholders(english));
      // A word may be the same in both ("Mentor"); a sentence may not.
      if (english.includes(" ")) expect(spanish, english).not.toBe(english);
    }
  });
});

describe("rendering a message", () => {
  it("renders an id with its values, and the messages among them, in each language", () => {
    const quota = msg(
      "Upload quota reached: at most {limit}. Files you upload but don't submit are deleted after a day.",
      { limit: msg("{count} files per project", { count: 3 }) },
    );
    expect(render("en", quota)).toBe(
      "Upload quota reached: at most 3 files per project. Files you upload but don't submit are deleted after a day.",
    );
    expect(render("es", quota)).toBe(
      "Llegaste al límite de archivos subidos: como máximo 3 archivos por proyecto. Los archivos que subes y no entregas se borran después de un día.",
    );
    expect(render("es", "Course not found")).toBe("No encontramos el curso");
    expect(render("en", "The file address must look like uploads/'{file name}'")).toBe(
      "The file address must look like uploads/{file name}",
    );
    expect(render("es", "The file address must look like uploads/'{file name}'")).toBe(
      "La dirección del archivo debe tener la forma uploads/{nombre del archivo}",
    );
  });

  it("keeps an error's message as its id and values, with the English for logs", () => {
    const error = notFound("Booking");
    expect(error.said).toBe("Booking not found");
    expect(error.message).toBe("Booking not found");
    const order = badRequest(
      msg("The order must list each of the {what} exactly once", { what: msg("modules of this course") }),
    );
    expect(order.message).toBe("The order must list each of the modules of this course exactly once");
    expect(render("es", order.said)).toBe(
      "El orden debe incluir cada uno de los módulos de este curso exactamente una vez",
    );
  });

  it("renders the shared schemas' messages by their id and values, not by their English", () => {
    const title = sharedMessage("Title is required");
    expect(title).toMatchObject({ id: "{label} is required", values: { label: { id: "Title" } } });
    expect(render("es", title)).toBe("El campo «Título» es obligatorio");
    expect(validationMessage("es", { keyword: "too_small", message: "Title is required" })).toBe(
      "El campo «Título» es obligatorio",
    );
    expect(validationMessage("es", { keyword: "too_big", message: "Time limit must be 1 to 300 minutes" })).toBe(
      "El campo «Tiempo límite» debe estar entre 1 y 300 minutos",
    );
    expect(validationMessage("es", { keyword: "too_big", message: "Points must be 1 to 100" })).toBe(
      "El campo «Puntos» debe estar entre 1 y 100",
    );
    expect(validationMessage("en", { keyword: "too_big", message: "Points must be 1 to 100" })).toBe(
      "Points must be 1 to 100",
    );
  });

  it("words a check without a message of ours with zod's own Spanish", () => {
    const issue = {
      keyword: "invalid_type",
      message: "Invalid input: expected string, received number",
      params: { expected: "string", input: 3 },
    };
    expect(validationMessage("en", issue)).toBe("Invalid input: expected string, received number");
    expect(validationMessage("es", issue)).toMatch(/^Entrada inválida/);
  });

  it("makes a missing id or value a type error", () => {
    // Checked by tsc (tsconfig.json includes the tests): each line below must fail to compile.
    // @ts-expect-error an id the catalogue lacks
    const unknown: Said = "Something nobody wrote";
    // @ts-expect-error a message without the value its id names
    const withoutValue = msg("The file is larger than {size} MB", {});
    // @ts-expect-error a message with a value its id doesn't name
    const extraValue = msg("Course not found", { what: "course" });
    // @ts-expect-error an id that takes values, given alone
    const bareId = new AppError("BAD_REQUEST", "The file is larger than {size} MB");
    expect([unknown, withoutValue.id, extraValue.id, bareId.code]).toEqual([
      "Something nobody wrote",
      "The file is larger than {size} MB",
      "Course not found",
      "BAD_REQUEST",
    ]);
  });
});
