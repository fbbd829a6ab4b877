import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { NETWORK_FAILURE, SERVER_FAILURE } from "./login-form";
import { describeResetFailure, resetTokenQueryOptions } from "./password-reset";

const answer = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

describe("describeResetFailure", () => {
  it("recognises the dead link answer", () => {
    expect(describeResetFailure(answer(400, { message: "This reset link is invalid or has expired." }), [])).toEqual({
      fields: {},
      isInvalidLink: true,
    });
  });

  it("puts the server's field messages beside the form's fields, without repeating them above", () => {
    const common = "This password is too common. Choose one that is harder to guess.";
    const error = answer(400, { message: common, errors: [{ path: "body.password", message: common }] });
    expect(describeResetFailure(error, ["password"])).toEqual({
      fields: { password: common },
      message: undefined,
      isInvalidLink: false,
    });
  });

  it("keeps the message above when a field error has no field on the form", () => {
    const error = answer(400, {
      message: "Some fields are invalid",
      errors: [{ path: "body.token", message: "Too long" }],
    });
    expect(describeResetFailure(error, ["password"])).toEqual({
      fields: {},
      message: "Some fields are invalid",
      isInvalidLink: false,
    });
  });

  it("shows the throttle's message, and nothing internal for a server failure or no connection", () => {
    const tooMany = "Too many attempts. Please wait 15 minutes and try again.";
    expect(describeResetFailure(answer(429, { message: tooMany }), ["email"]).message).toBe(tooMany);
    expect(describeResetFailure(answer(500, { message: "Internal" }), ["email"]).message).toBe(SERVER_FAILURE);
    expect(describeResetFailure(new TypeError("Failed to fetch"), ["email"]).message).toBe(NETWORK_FAILURE);
  });

  it("shows the server's message when it is too busy to hash the new password (503)", () => {
    const busy = "The server is busy. Please try again in a few seconds.";
    expect(describeResetFailure(answer(503, { message: busy }), ["password"])).toEqual({
      fields: {},
      message: busy,
      isInvalidLink: false,
    });
  });
});

it("asks about a token with the token encoded in the query", () => {
  expect(resetTokenQueryOptions("a b&c").queryKey).toEqual(["/api/auth/reset-password?token=a%20b%26c"]);
});
