import { describe, expect, it } from "vitest";
import { toApiError } from "./api";
import { fieldErrors } from "./field-errors";

describe("fieldErrors", () => {
  it("gives the first message of each body field, and paths outside the body as the form's", () => {
    const error = toApiError({
      status: 400,
      statusText: "Bad Request",
      body: JSON.stringify({
        message: "Some fields are invalid",
        errors: [
          { path: "body.title", message: "Title is required" },
          { path: "body.options.1", message: "An option is required" },
          { path: "body.options", message: "Give at least 2 options" },
          { path: "query.page", message: "Expected a number" },
          { path: 7, message: "not a path" },
        ],
      }),
    });
    expect(fieldErrors(error)).toEqual({
      title: "Title is required",
      options: "An option is required",
      form: "Expected a number",
    });
  });

  it("is empty for answers without field errors and for other errors", () => {
    expect(fieldErrors(toApiError({ status: 409, statusText: "Conflict", body: '{"message":"Full"}' }))).toEqual({});
    expect(fieldErrors(new Error("offline"))).toEqual({});
  });
});
