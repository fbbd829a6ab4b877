import { describe, expect, it } from "vitest";
import { certificateName, givenName, personName } from "./people.js";

describe("a person's name", () => {
  const email = "jordan@example.org";

  it("joins the given names, leaving blank parts out", () => {
    expect(personName({ firstName: "Jordan", lastName: "Rivera", email })).toBe("Jordan Rivera");
    expect(personName({ firstName: "Jordan", lastName: null, email })).toBe("Jordan");
    expect(personName({ firstName: null, lastName: "Rivera", email })).toBe("Rivera");
    expect(personName({ firstName: " Jordan ", lastName: "  ", email })).toBe("Jordan");
    expect(givenName({ firstName: "", lastName: "" })).toBeNull();
  });

  it("falls back to the email on screens and in messages, to its local part on a certificate", () => {
    for (const blank of [
      { firstName: null, lastName: null },
      { firstName: "", lastName: " " },
    ]) {
      expect(personName({ ...blank, email })).toBe(email);
      expect(certificateName({ ...blank, email })).toBe("jordan");
      expect(givenName(blank)).toBeNull();
    }
    expect(certificateName({ firstName: "Jordan", lastName: "Rivera", email })).toBe("Jordan Rivera");
  });
});
