import { describe, expect, it } from "vitest";
import { approximateMegabytes, videoMinutes } from "./video-length.js";
import { variantPath } from "./images.js";
import { POSTER_WIDTH, posterImageUrl } from "./video-poster.js";
import { automaticHeight, playedRendition, renditionFor, savedRendition } from "./video-quality.js";

const r = (height: number) => ({ height, bytes: height * 1000 });
const both = [r(240), r(360)];

describe("automaticHeight", () => {
  it("gives 240p for Save-Data or the academy's data saver, whatever the connection", () => {
    expect(automaticHeight({ isDataSaverOn: false, connection: { saveData: true, effectiveType: "4g" } })).toBe(240);
    expect(automaticHeight({ isDataSaverOn: true, connection: { effectiveType: "4g" } })).toBe(240);
    expect(automaticHeight({ isDataSaverOn: true })).toBe(240);
  });

  it("gives 240p on slow-2g, 2g and 3g, 360p on 4g or when the browser doesn't say", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(automaticHeight({ isDataSaverOn: false, connection: { effectiveType } })).toBe(240);
    }
    expect(automaticHeight({ isDataSaverOn: false, connection: { effectiveType: "4g" } })).toBe(360);
    expect(automaticHeight({ isDataSaverOn: false, connection: { saveData: false } })).toBe(360);
    expect(automaticHeight({ isDataSaverOn: false, connection: null })).toBe(360);
  });
});

describe("renditionFor", () => {
  it("takes the wanted height, else the nearest lower, never above what exists", () => {
    expect(renditionFor(both, 360)?.height).toBe(360);
    expect(renditionFor(both, 240)?.height).toBe(240);
    expect(renditionFor([r(240), r(360), r(480)], 400)?.height).toBe(360);
    expect(renditionFor(both, 480)?.height).toBe(360);
  });

  it("falls back to the lowest when every rendition is taller, and to nothing when there are none", () => {
    expect(renditionFor([r(360), r(480)], 240)?.height).toBe(360);
    expect(renditionFor([], 360)).toBeUndefined();
  });
});

describe("playedRendition", () => {
  it("prefers the student's choice on this phone over the automatic height", () => {
    expect(playedRendition(both, { chosenHeight: 360, isDataSaverOn: true })?.height).toBe(360);
    expect(playedRendition(both, { chosenHeight: 240, isDataSaverOn: false })?.height).toBe(240);
  });

  it("uses the automatic height without a choice, capped at what exists", () => {
    expect(playedRendition(both, { chosenHeight: null, isDataSaverOn: false })?.height).toBe(360);
    expect(playedRendition([r(240)], { chosenHeight: null, isDataSaverOn: false })?.height).toBe(240);
    expect(
      playedRendition(both, { chosenHeight: null, isDataSaverOn: false, connection: { effectiveType: "3g" } })?.height,
    ).toBe(240);
  });
});

describe("savedRendition", () => {
  it("keeps the lowest unless the student picked another quality", () => {
    expect(savedRendition([r(360), r(240)], null)?.height).toBe(240);
    expect(savedRendition(both, 360)?.height).toBe(360);
    expect(savedRendition([r(240), r(360), r(480)], 720)?.height).toBe(480);
  });
});

describe("the cost text's numbers", () => {
  it("rounds minutes, at least one", () => {
    expect(videoMinutes(12 * 60 + 20)).toBe(12);
    expect(videoMinutes(12 * 60 + 40)).toBe(13);
    expect(videoMinutes(10)).toBe(1);
  });

  it("rounds megabytes to whole ones from 1 MB up, one decimal below, never 0", () => {
    expect(approximateMegabytes(9_200_000)).toBe(9);
    expect(approximateMegabytes(1_000_000)).toBe(1);
    expect(approximateMegabytes(420_000)).toBe(0.4);
    expect(approximateMegabytes(1_000)).toBe(0.1);
  });
});

describe("posterImageUrl", () => {
  it("names the poster's 480 px WebP variant beside it, same-origin as the poster", () => {
    expect(posterImageUrl("/media/videos/v-1/poster.jpg")).toBe("/media/videos/v-1/poster-480.webp");
    // The name the server stores it under (modules/videos/poster.ts names variants with variantPath).
    const poster = "/media/videos/v-1/poster.jpg";
    expect(posterImageUrl(poster)).toBe(variantPath(poster, POSTER_WIDTH, "webp"));
  });
});
