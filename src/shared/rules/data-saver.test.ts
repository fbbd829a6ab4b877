import { describe, expect, it } from "vitest";
import { dataSaverCookie, wantsDataSaver } from "./data-saver.js";

describe("data saver", () => {
  it("reads the cookie among others: on, off or unset", () => {
    expect(dataSaverCookie("a=1; tsa_data_saver=1; b=2")).toBe(true);
    expect(dataSaverCookie("tsa_data_saver=0")).toBe(false);
    expect(dataSaverCookie("tsa_data_saver=maybe")).toBeNull();
    expect(dataSaverCookie("tsa_data_saver_other=1")).toBeNull();
    expect(dataSaverCookie(undefined)).toBeNull();
  });

  it("follows Save-Data: on unless the cookie says otherwise", () => {
    expect(wantsDataSaver(undefined, "on")).toBe(true);
    expect(wantsDataSaver(undefined, " On ")).toBe(true);
    expect(wantsDataSaver(undefined, undefined)).toBe(false);
    expect(wantsDataSaver(undefined, "off")).toBe(false);
    expect(wantsDataSaver("tsa_data_saver=0", "on")).toBe(false);
    expect(wantsDataSaver("tsa_data_saver=1", undefined)).toBe(true);
  });
});
