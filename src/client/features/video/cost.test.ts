import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";
import { messages as en } from "../../locales/en";
import { messages as es } from "../../locales/es";
import { costText, qualityOptionText } from "./cost";
import { durationText } from "./duration";

const english = createI18n("en", en);
const spanish = createI18n("es", es);

describe("what a video costs, as the page says it", () => {
  it("says the minutes, the megabytes and the quality", () => {
    const at360 = { durationSeconds: 12 * 60 + 10, bytes: 9_200_000, height: 360 };
    expect(costText(english, "en-US", at360)).toBe("12 min · about 9 MB at 360p");
    expect(costText(spanish, "es-419", at360)).toBe("12 min · unos 9 MB a 360p");
  });

  it("writes a fraction of a megabyte with Intl (es-419 writes 0.5 too), and leaves out an unknown length", () => {
    const small = { durationSeconds: 50, bytes: 450_000, height: 240 };
    expect(costText(english, "en-US", small)).toBe("1 min · about 0.5 MB at 240p");
    expect(costText(spanish, "es-419", small)).toBe("1 min · unos 0.5 MB a 240p");
    expect(costText(english, "en-US", { ...small, durationSeconds: null })).toBe("About 0.5 MB at 240p");
  });

  it("names each quality with its size, and a length in minutes", () => {
    expect(qualityOptionText(english, "en-US", { height: 240, bytes: 3_400_000 })).toBe("240p (about 3 MB)");
    expect(qualityOptionText(spanish, "es-419", { height: 240, bytes: 3_400_000 })).toBe("240p (unos 3 MB)");
    expect(durationText(english, 725)).toBe("12 min");
    expect(durationText(spanish, 725)).toBe("12 min");
  });
});
