import { describe, expect, it } from "vitest";
import { courseInput } from "../../../shared/contracts/courses.forms";
import { questionInput } from "../../../shared/contracts/quizzes.forms";
import { ApiError } from "../../lib/api";
import { checkBody, serverFieldErrors, withFormError } from "./form-errors";

const badRequest = (body: unknown) => new ApiError(400, `400: ${JSON.stringify(body)}`);

describe("checkBody", () => {
  it("is null for a valid body", () => {
    expect(checkBody(courseInput, { title: "Tile", description: "Lay tile.", category: "Trades" })).toBeNull();
  });

  it("gives the schema's first message per field", () => {
    expect(checkBody(courseInput, { title: " ", description: "", category: "Trades" })).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
  });

  it("puts cross-field rules on their field", () => {
    const errors = checkBody(questionInput, {
      question: "Pick one",
      questionType: "multiple_choice",
      options: ["A", "B"],
      correctAnswer: "C",
    });
    expect(errors).toEqual({ correctAnswer: "The correct answer must be one of the options" });
  });
});

describe("serverFieldErrors", () => {
  it("maps body paths to fields", () => {
    const error = badRequest({
      message: "A paid course needs a price above 0",
      errors: [{ path: "body.price", message: "A paid course needs a price above 0" }],
    });
    expect(serverFieldErrors(error)).toEqual({ price: "A paid course needs a price above 0" });
  });

  it("keeps the first message of a field and nested paths on their top field", () => {
    const error = badRequest({
      message: "Invalid",
      errors: [
        { path: "body.options.1", message: "An option is required" },
        { path: "body.options", message: "Give at least 2 options" },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ options: "An option is required" });
  });

  it("uses the message for the form when no field is named", () => {
    expect(serverFieldErrors(badRequest({ message: "The order must list each module" }))).toEqual({
      form: "The order must list each module",
    });
  });

  it("ignores other statuses and non-JSON bodies", () => {
    expect(serverFieldErrors(new ApiError(500, "500: Internal Server Error"))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, "400: Bad Request"))).toEqual({});
    expect(serverFieldErrors(new Error("offline"))).toEqual({});
  });
});

describe("withFormError", () => {
  it("moves errors of fields not on screen to the form", () => {
    expect(withFormError({ title: "Title is required", isFree: "Expected boolean" }, ["title"])).toEqual({
      title: "Title is required",
      form: "Expected boolean",
    });
  });
});
