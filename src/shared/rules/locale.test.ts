import { describe, expect, it } from "vitest";
import { LAST_PAGE_LOCALE_KEY, lastPageLocale, localeCookie, negotiateLocale, requestLocale } from "./locale.js";

describe("locale", () => {
  it("reads the language cookie, ignoring unknown values and look-alike names", () => {
    expect(localeCookie("a=1; tsa_locale=es; b=2")).toBe("es");
    expect(localeCookie("tsa_locale=en")).toBe("en");
    expect(localeCookie("tsa_locale=fr")).toBeNull();
    expect(localeCookie("tsa_locale_other=es")).toBeNull();
    expect(localeCookie(undefined)).toBeNull();
  });

  it("follows Accept-Language by weight, then order, and falls back to English", () => {
    expect(negotiateLocale("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(negotiateLocale("fr-FR,fr;q=0.9,es;q=0.5")).toBe("es");
    expect(negotiateLocale("en;q=0.2, es;q=0.7")).toBe("es");
    expect(negotiateLocale("es;q=0, en")).toBe("en");
    expect(negotiateLocale("fr, de")).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale("ES-419")).toBe("es");
    expect(negotiateLocale("es;q=junk, en;q=0.1")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
  });

  it("puts ?lang= first, then the cookie, then Accept-Language", () => {
    expect(requestLocale("tsa_locale=en", "es", "es")).toBe("es");
    expect(requestLocale("tsa_locale=en", "es")).toBe("en");
    expect(requestLocale("tsa_locale=es", "en")).toBe("es");
    expect(requestLocale(undefined, "es-AR")).toBe("es");
    expect(requestLocale(undefined, undefined, "xx")).toBe("en");
  });
});

describe("lastPageLocale (issue 23)", () => {
  const storage = (value: string | null) => () => ({
    getItem: (key: string) => (key === LAST_PAGE_LOCALE_KEY ? value : null),
  });

  it("is the language the last page noted", () => {
    expect(lastPageLocale(storage("es"))).toBe("es");
    expect(lastPageLocale(storage("en"))).toBe("en");
  });

  it("is null when nothing or something unknown was noted, or storage refuses", () => {
    expect(lastPageLocale(storage(null))).toBeNull();
    expect(lastPageLocale(storage("fr"))).toBeNull();
    expect(
      lastPageLocale(() => {
        throw new Error("SecurityError");
      }),
    ).toBeNull();
  });
});
