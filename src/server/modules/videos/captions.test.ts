import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.js";
import { render } from "../../i18n/catalog.js";
import { captionsToWebVtt, parseWebVtt, srtToWebVtt, transcriptFromWebVtt } from "./captions.js";

const SRT = [
  "\uFEFF1",
  "00:00:01,000 --> 00:00:04,500",
  'Always wear <font color="#ff0">safety glasses</font>',
  "in the shop.",
  "",
  "2",
  "00:00:05,200 --> 00:00:07,000",
  "<i>Tom & Ana</i> check the saw.",
  "",
].join("\r\n");

/** The error a call throws, to read its status and its message in both languages. */
function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("SRT to WebVTT", () => {
  it("converts times, keeps shared tags, drops <font> and escapes a bare ampersand", () => {
    expect(srtToWebVtt(SRT)).toBe(
      [
        "WEBVTT",
        "",
        "00:00:01.000 --> 00:00:04.500",
        "Always wear safety glasses",
        "in the shop.",
        "",
        "00:00:05.200 --> 00:00:07.000",
        "<i>Tom &amp; Ana</i> check the saw.",
        "",
      ].join("\n"),
    );
  });

  it("gives WebVTT that its own parser reads back with the same times", () => {
    const cues = parseWebVtt(srtToWebVtt(SRT));
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 4.5],
      [5.2, 7],
    ]);
  });

  it("is what captionsToWebVtt makes of an SRT file, and a valid WebVTT file is kept as written", () => {
    expect(captionsToWebVtt(SRT)).toBe(srtToWebVtt(SRT));
    const vtt = "WEBVTT - lesson 1\r\n\r\nNOTE made by hand\r\n\r\nintro\r\n00:01.000 --> 00:02.000 line:90%\r\nHello";
    expect(captionsToWebVtt(vtt)).toBe(
      "WEBVTT - lesson 1\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.000 line:90%\nHello\n",
    );
  });

  it("refuses an SRT time range it can't read, naming the line", () => {
    const error = refusal(() => srtToWebVtt("1\n00:00:01 --> 00:00:02\nNo milliseconds\n"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Line 2 of the captions should be a time range like 00:00:01.000 --> 00:00:04.000.");
    expect(render("es", error.said)).toBe(
      "La línea 2 de los subtítulos debería ser un intervalo de tiempo como 00:00:01.000 --> 00:00:04.000.",
    );
  });
});

describe("WebVTT validation", () => {
  it("refuses a file that is neither WebVTT nor SRT", () => {
    const error = refusal(() => captionsToWebVtt("Just a transcript, no times."));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Captions must be a WebVTT file (starting with the line WEBVTT) or an SRT file.");
    expect(render("es", error.said)).toBe(
      "Los subtítulos deben ser un archivo WebVTT (que empiece con la línea WEBVTT) o un archivo SRT.",
    );
  });

  it("refuses SRT-style commas in a WebVTT file, with the line", () => {
    expect(() => captionsToWebVtt("WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHi\n")).toThrow(
      "Line 3 of the captions should be a time range",
    );
  });

  it("refuses a cue that ends before it starts, and cues out of time order", () => {
    expect(() => parseWebVtt("WEBVTT\n\n00:05.000 --> 00:04.000\nBackwards\n")).toThrow(
      "Line 3 of the captions ends before it starts.",
    );
    expect(() => parseWebVtt("WEBVTT\n\n00:05.000 --> 00:06.000\nB\n\n00:01.000 --> 00:02.000\nA\n")).toThrow(
      "Line 6 of the captions starts before the caption above it",
    );
  });

  it("refuses a header alone", () => {
    expect(() => parseWebVtt("WEBVTT\n\nNOTE nothing yet\n")).toThrow("These captions have no cues");
  });

  it("reads hours, identifiers and settings", () => {
    const cues = parseWebVtt("WEBVTT\n\ncue-1\n01:02:03.004 --> 01:02:05.000 align:start\n<v Ana>Hi</v>\n");
    expect(cues).toEqual([{ start: 3723.004, end: 3725, text: "<v Ana>Hi</v>", line: 4 }]);
  });
});

describe("a transcript from captions", () => {
  it("joins the cues' words without tags, once each, with a paragraph after a pause", () => {
    const vtt = [
      "WEBVTT",
      "",
      "00:00.000 --> 00:02.000",
      "<v Ana>Check the oil</v>",
      "every month.",
      "",
      "00:02.000 --> 00:03.000",
      "Check the oil every month.",
      "",
      "00:03.100 --> 00:05.000",
      "Use the dipstick &amp; a rag.",
      "",
      "00:09.000 --> 00:10.000",
      "Next: tires.",
    ].join("\n");
    expect(transcriptFromWebVtt(vtt)).toBe("Check the oil every month. Use the dipstick & a rag.\n\nNext: tires.");
  });
});
