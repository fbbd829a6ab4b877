import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./linkedin.js";

describe("linkedInAddToProfileUrl", () => {
  it("names the certification, organisation, UTC issue month and year, address and id", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        courseTitle: "Welding & Fabrication",
        certId: "TSA-AAAA-2345",
        issueDate: "2026-03-31T23:30:00.000Z",
        certificateUrl: "https://academy.example/certificates/TSA-AAAA-2345",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Welding & Fabrication",
      organizationName: "Trade Skills Academy",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: "https://academy.example/certificates/TSA-AAAA-2345",
      certId: "TSA-AAAA-2345",
    });
  });
});
