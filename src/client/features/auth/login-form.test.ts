import { describe, expect, it } from "vitest";
import * as contract from "../../../shared/contracts/auth";
import { ApiError } from "../../lib/api";
import {
  describeFailure,
  emptyValues,
  fieldNames,
  firstInvalidField,
  modeFields,
  NETWORK_FAILURE,
  parseServerError,
  SERVER_FAILURE,
  validateForm,
  type AuthMode,
  type FieldErrors,
  type FieldName,
  type FormValues,
  type Validation,
} from "./login-form";
import { oidcFailureMessage, oidcHref, readLoginSearch } from "./login-search";

const good = {
  firstName: "Avery",
  lastName: "",
  email: "  Avery@Example.org ",
  password: "sturdy-oak-workbench-42",
};

describe("validateForm", () => {
  it("accepts a sign-in and sends the email trimmed and lower-cased", () => {
    const result = validateForm("signin", good);
    expect(result).toEqual({
      ok: true,
      mode: "signin",
      body: { email: "avery@example.org", password: "sturdy-oak-workbench-42" },
    });
  });

  it("accepts a sign-up and leaves a blank last name out", () => {
    const result = validateForm("register", good);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body).toEqual({
        firstName: "Avery",
        email: "avery@example.org",
        password: "sturdy-oak-workbench-42",
      });
    }
  });

  it("keeps a last name that was given", () => {
    const result = validateForm("register", { ...good, lastName: " Rivera " });
    expect(result.ok && result.mode === "register" && result.body.lastName).toBe("Rivera");
  });

  it("says which required fields are blank", () => {
    expect(validateForm("signin", emptyValues)).toEqual({
      ok: false,
      errors: { email: "Email is required", password: "Password is required" },
    });
    expect(validateForm("register", { ...emptyValues, firstName: "   " })).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required",
        email: "Email is required",
        password: "Password is required",
      },
    });
  });

  it("uses the server's messages for a bad email and a short password", () => {
    const result = validateForm("register", { ...good, email: "not-an-email", password: "short" });
    expect(result).toEqual({
      ok: false,
      errors: { email: "Enter a valid email address", password: "Password must be at least 8 characters" },
    });
  });

  it("only asks for length on sign-up: any non-empty password may be tried on sign-in", () => {
    expect(validateForm("signin", { ...good, password: "short" }).ok).toBe(true);
  });

  it("refuses a password over the maximum on sign-up", () => {
    const result = validateForm("register", { ...good, password: "x".repeat(129) });
    expect(result).toEqual({ ok: false, errors: { password: "Password must be at most 128 characters" } });
  });

  it("treats a password of spaces as given (spaces count), but too short", () => {
    const result = validateForm("register", { ...good, password: "   " });
    expect(result).toEqual({ ok: false, errors: { password: "Password must be at least 8 characters" } });
  });
});

describe("firstInvalidField", () => {
  it("follows screen order of the mode", () => {
    expect(firstInvalidField("register", { password: "x", firstName: "y" })).toBe("firstName");
    expect(firstInvalidField("register", { password: "x", email: "y" })).toBe("email");
    expect(firstInvalidField("signin", { firstName: "y" })).toBeUndefined();
    expect(firstInvalidField("signin", {})).toBeUndefined();
  });
});

describe("parseServerError", () => {
  it("puts validation errors beside their fields, without repeating them above", () => {
    const body = JSON.stringify({
      message: "Some fields are invalid",
      errors: [
        { path: "body.email", message: "Enter a valid email address" },
        { path: "body.password", message: "This password is too common." },
        { path: "body.email", message: "second message for email" },
      ],
    });
    expect(parseServerError("register", 400, body)).toEqual({
      fieldErrors: { email: "Enter a valid email address", password: "This password is too common." },
      message: null,
      isExistingAccount: false,
    });
  });

  it("keeps the summary when a field error has no field on this form", () => {
    const body = JSON.stringify({
      message: "Some fields are invalid",
      errors: [
        { path: "body.firstName", message: "First name is required" },
        { path: "body.email", message: "Enter a valid email address" },
      ],
    });
    expect(parseServerError("signin", 400, body)).toEqual({
      fieldErrors: { email: "Enter a valid email address" },
      message: "Some fields are invalid",
      isExistingAccount: false,
    });
  });

  it("shows 401, 429 and 403 messages above the form", () => {
    expect(parseServerError("signin", 401, JSON.stringify({ message: "Incorrect email or password" }))).toEqual({
      fieldErrors: {},
      message: "Incorrect email or password",
      isExistingAccount: false,
    });
    const tooMany = "Too many attempts. Please wait 15 minutes and try again.";
    expect(parseServerError("signin", 429, JSON.stringify({ message: tooMany })).message).toBe(tooMany);
    const off = "Sign-in with a password is turned off";
    expect(parseServerError("signin", 403, JSON.stringify({ message: off })).message).toBe(off);
  });

  it("offers sign-in for an email that already has an account", () => {
    const message = "An account with this email already exists. Try signing in.";
    expect(parseServerError("register", 409, JSON.stringify({ message }))).toEqual({
      fieldErrors: {},
      message,
      isExistingAccount: true,
    });
  });

  it("uses a plain text body as the message", () => {
    expect(parseServerError("signin", 429, "Slow down").message).toBe("Slow down");
    expect(parseServerError("signin", 400, "").message).toBe("Please try again.");
  });

  it("tells nothing internal on a server failure", () => {
    expect(parseServerError("signin", 500, JSON.stringify({ message: "Internal server error" })).message).toBe(
      SERVER_FAILURE,
    );
    expect(parseServerError("signin", 502, "<html>Bad gateway</html>").message).toBe(SERVER_FAILURE);
    expect(parseServerError("register", 503, "<html>Service unavailable</html>").message).toBe(SERVER_FAILURE);
  });

  it("shows the server's own message when it is busy (503), which says when to try again", () => {
    const busy = JSON.stringify({ message: "The server is busy. Please try again in a few seconds." });
    expect(parseServerError("register", 503, busy)).toEqual({
      fieldErrors: {},
      message: "The server is busy. Please try again in a few seconds.",
      isExistingAccount: false,
    });
    expect(parseServerError("signin", 503, busy).message).toBe(
      "The server is busy. Please try again in a few seconds.",
    );
  });
});

describe("describeFailure", () => {
  it("reads the body out of the ApiError's '{status}: {body}' message", () => {
    const error = new ApiError(401, `401: ${JSON.stringify({ message: "Incorrect email or password" })}`);
    expect(describeFailure("signin", error).message).toBe("Incorrect email or password");
  });

  it("explains a network failure", () => {
    expect(describeFailure("register", new TypeError("Failed to fetch"))).toEqual({
      fieldErrors: {},
      message: NETWORK_FAILURE,
      isExistingAccount: false,
    });
  });
});

describe("readLoginSearch", () => {
  it("keeps a local returnTo", () => {
    expect(readLoginSearch("returnTo=%2Fcourses%2F3%3Ftab%3Dmodules")).toEqual({
      returnTo: "/courses/3?tab=modules",
      hasOidcError: false,
      mode: "signin",
    });
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "/api/logout", "courses", ""])(
    "sends %j home instead",
    (returnTo) => {
      expect(readLoginSearch(`returnTo=${encodeURIComponent(returnTo)}`).returnTo).toBe("/");
    },
  );

  it("reads the OIDC failure and the sign-up mode", () => {
    expect(readLoginSearch("?error=oidc&mode=register")).toEqual({
      returnTo: "/",
      hasOidcError: true,
      mode: "register",
    });
    expect(readLoginSearch("error=other&mode=admin")).toMatchObject({ hasOidcError: false, mode: "signin" });
  });
});

describe("oidc", () => {
  it("links to the provider with a safe returnTo", () => {
    expect(oidcHref("/")).toBe("/api/login/oidc");
    expect(oidcHref("/courses/3")).toBe("/api/login/oidc?returnTo=%2Fcourses%2F3");
    expect(oidcHref("//evil.example")).toBe("/api/login/oidc");
  });

  it("names the provider in the failure message", () => {
    expect(oidcFailureMessage("Youth Works ID")).toBe("We couldn't sign you in with Youth Works ID. Please try again.");
    expect(oidcFailureMessage(undefined)).toBe("We couldn't sign you in with your sign-in provider. Please try again.");
  });
});

/**
 * The form's checks as they were when they ran the contract's zod schemas: the first issue per
 * field, with "... is required" for a blank required field. The hand-written checks must agree.
 */
function validateWithContract(mode: AuthMode, values: FormValues): Validation {
  const required: Partial<Record<FieldName, string>> = {
    firstName: "First name is required",
    email: "Email is required",
    password: "Password is required",
  };
  const isBlank = (field: FieldName) => (field === "password" ? values[field] === "" : values[field].trim() === "");
  const collect = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const field = issue.path[0] as FieldName;
      if ((fieldNames as readonly PropertyKey[]).includes(field)) errors[field] ??= issue.message;
    }
    for (const field of modeFields[mode]) {
      if (required[field] && errors[field] !== undefined && isBlank(field)) errors[field] = required[field];
    }
    return errors;
  };
  if (mode === "signin") {
    const result = contract.loginBody.safeParse({ email: values.email, password: values.password });
    return result.success ? { ok: true, mode, body: result.data } : { ok: false, errors: collect(result.error.issues) };
  }
  const result = contract.registerBody.safeParse({
    firstName: values.firstName,
    lastName: values.lastName.trim() === "" ? undefined : values.lastName,
    email: values.email,
    password: values.password,
  });
  return result.success ? { ok: true, mode, body: result.data } : { ok: false, errors: collect(result.error.issues) };
}

describe("the hand-written checks agree with the zod contract", () => {
  const localPart = (length: number) => "a".repeat(length);
  const emails = [
    "",
    "   ",
    "avery@example.org",
    "  Avery@Example.ORG  ",
    "first.last+tag@sub.example.co.uk",
    "o'brien@example.ie",
    "under_score-dash@example.org",
    "x@example.io",
    "not-an-email",
    "no-at.example.org",
    "@example.org",
    "avery@",
    "avery@example",
    "avery@example.c",
    "avery@example.123",
    "avery@-example.org",
    "avery@exa_mple.org",
    ".avery@example.org",
    "avery.@example.org",
    "av..ery@example.org",
    "avery.'@example.org",
    "avery@@example.org",
    "avery @example.org",
    "avery@example..org",
    "avëry@example.org",
    "avery@exämple.org",
    "\tavery@example.org\n",
    `${localPart(242)}@example.org`, // 254 characters: the longest allowed
    `${localPart(243)}@example.org`, // 255
    `  ${localPart(242)}@example.org  `, // 254 once trimmed
    `${localPart(300)}@example`, // too long and invalid: the length is what's said
    "🔨".repeat(200), // 400 UTF-16 units but 200 characters: not too long, just invalid
    "🔨".repeat(255),
  ];
  const passwords = [
    "",
    " ",
    "       ",
    "        ",
    "short",
    "1234567",
    "12345678",
    "sturdy-oak-workbench-42",
    " padded password ",
    "x".repeat(128),
    "x".repeat(129),
    "x".repeat(512),
    "x".repeat(513),
    // zod counts characters (code points), not UTF-16 units.
    "🔨".repeat(4),
    "🔨".repeat(7),
    "🔨".repeat(8),
    "🔨".repeat(128),
    "🔨".repeat(129),
    "🔨".repeat(512),
    "🔨".repeat(513),
    "\uD83D".repeat(8), // lone surrogates count one each
  ];
  const names = [
    "",
    "   ",
    "Avery",
    " Rivera ",
    "Ana María",
    "x".repeat(100),
    ` ${"x".repeat(100)} `,
    "x".repeat(101),
    "🔨".repeat(100),
    "🔨".repeat(101),
  ];

  function expectSame(mode: AuthMode, values: FormValues) {
    const ours = validateForm(mode, values);
    const theirs = validateWithContract(mode, values);
    const label = `${mode} ${JSON.stringify(values).slice(0, 120)}`;
    // zod keeps an absent lastName as an undefined key; what matters is the JSON that is sent.
    expect(ours, label).toEqual(theirs);
    if (ours.ok && theirs.ok) expect(JSON.stringify(ours.body), label).toBe(JSON.stringify(theirs.body));
  }

  it("on emails, in both modes", () => {
    for (const email of emails) {
      expectSame("signin", { ...good, email });
      expectSame("register", { ...good, email });
    }
  });

  it("on passwords, in both modes", () => {
    for (const password of passwords) {
      expectSame("signin", { ...good, password });
      expectSame("register", { ...good, password });
    }
  });

  it("on first and last names", () => {
    for (const firstName of names) {
      for (const lastName of names) expectSame("register", { ...good, firstName, lastName });
    }
  });

  it("on forms with several problems at once", () => {
    for (const email of ["", "bad", `${localPart(250)}@example.org`]) {
      for (const password of ["", "short", "x".repeat(600)]) {
        for (const firstName of ["", "x".repeat(101)]) {
          const values = { firstName, lastName: "y".repeat(101), email, password };
          expectSame("signin", values);
          expectSame("register", values);
        }
      }
    }
  });

  it("on the limits, which are the contract's", () => {
    expect(contract.PASSWORD_MIN).toBe(8);
    expect(contract.PASSWORD_MAX).toBe(128);
    // Sign-in takes any password up to 512 characters.
    expect(validateForm("signin", { ...good, password: "x".repeat(512) }).ok).toBe(true);
    expect(validateForm("signin", { ...good, password: "x".repeat(513) })).toEqual({
      ok: false,
      errors: { password: "Password must be at most 512 characters" },
    });
    expect(validateForm("register", { ...good, firstName: "x".repeat(101), lastName: "y".repeat(101) })).toEqual({
      ok: false,
      errors: {
        firstName: "First name must be at most 100 characters",
        lastName: "Last name must be at most 100 characters",
      },
    });
    expect(validateForm("register", { ...good, email: `${localPart(243)}@example.org` })).toEqual({
      ok: false,
      errors: { email: "Email must be at most 254 characters" },
    });
  });
});
