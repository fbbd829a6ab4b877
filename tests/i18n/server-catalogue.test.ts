import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { hasTranslation, isTranslated, spanishCatalogue, translateText } from "../../src/server/i18n/catalog.js";
import { serverTexts } from "../support/server-texts.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const texts = serverTexts(root);

/** The names of an ICU message's simple placeholders, sorted. */
const placeholders = (message: string) =>
  [...message.replace(/'\{[^}]*\}'/g, "").matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

describe("the server's Spanish catalogue", () => {
  it("finds the server's texts in its source (the scan itself works)", () => {
    const found = texts.map((text) => text.text);
    expect(found).toContain("Incorrect email or password");
    expect(found).toContain("X is required");
    expect(found).toContain("No attempts remaining for this quiz");
    expect(found).toContain("Course not found");
    expect(found).toContain("Success story not found");
    expect(texts.filter((text) => text.isValue).map((text) => text.text)).toContain("Title");
    expect(texts.length).toBeGreaterThan(150);
  });

  it("translates every message the server can answer with", () => {
    const missing = texts.filter((text) => !text.isValue && !isTranslated(text.text));
    expect(missing.map((text) => `${text.file}: ${text.text}`)).toEqual([]);
  });

  it("translates every label and name that messages are built with", () => {
    const missing = texts.filter((text) => text.isValue && !hasTranslation(text.text));
    expect(missing.map((text) => `${text.file}: ${text.text}`)).toEqual([]);
  });

  it("compiles every message, with the same placeholders in both languages", () => {
    for (const [english, spanish] of Object.entries(spanishCatalogue)) {
      expect(() => compileMessageOrThrow(spanish), spanish).not.toThrow();
      expect(placeholders(spanish), english).toEqual(placeholders(english));
      // A word may be the same in both ("Mentor"); a sentence may not.
      if (english.includes(" ")) expect(spanish, english).not.toBe(english);
    }
  });

  it("has no API message so short around its placeholders that it would recognise unrelated texts", () => {
    for (const english of Object.keys(spanishCatalogue)) {
      if (!/\{\w+\}/.test(english) || !isTranslated(english.replace(/\{\w+\}/g, "X"))) continue;
      expect(english.replace(/\{\w+\}/g, "").trim().length, english).toBeGreaterThanOrEqual(7);
    }
    expect(translateText("es", "Time spent must be whole minutes")).toBe(
      "El tiempo dedicado debe ser en minutos enteros",
    );
    expect(translateText("es", "Nothing here ends in minutes")).toBe("Nothing here ends in minutes");
  });

  it("renders texts built from a pattern with their values translated", () => {
    expect(translateText("es", "Title is required")).toBe("El campo «Título» es obligatorio");
    expect(translateText("es", "Course not found")).toBe("No encontramos el curso");
    expect(translateText("es", "Time limit must be 1 to 180 minutes")).toBe(
      "El campo «Tiempo límite» debe estar entre 1 y 180 minutos",
    );
    expect(translateText("es", "Points must be 1 to 100")).toBe("El campo «Puntos» debe estar entre 1 y 100");
    expect(
      translateText(
        "es",
        "Upload quota reached: at most 3 files per project. Files you upload but don't submit are deleted after a day.",
      ),
    ).toBe(
      "Llegaste al límite de archivos subidos: como máximo 3 archivos por proyecto. Los archivos que subes y no entregas se borran después de un día.",
    );
    expect(translateText("es", "The file address must look like uploads/{file name}")).toBe(
      "La dirección del archivo debe tener la forma uploads/{nombre del archivo}",
    );
  });

  it("leaves English as it is, and a text it doesn't know", () => {
    expect(translateText("en", "Title is required")).toBe("Title is required");
    expect(translateText("es", "Something nobody wrote")).toBe("Something nobody wrote");
  });
});
