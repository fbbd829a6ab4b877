import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, statusMessage, toApiError } from "./api";

describe("error texts", () => {
  it("keep the spec's error message: status, colon, space, then the body or the status text", () => {
    expect(toApiError({ status: 409, statusText: "Conflict", body: '{"message":"Full"}' }).message).toBe(
      '409: {"message":"Full"}',
    );
    expect(toApiError({ status: 502, statusText: "Bad Gateway", body: "" }).message).toBe("502: Bad Gateway");
  });

  it("give the server's own message for inline text", () => {
    expect(errorMessage(toApiError({ status: 409, statusText: "Conflict", body: '{"message":"Full"}' }))).toBe("Full");
    expect(errorMessage(toApiError({ status: 500, statusText: "Internal", body: "plain text" }))).toBe("plain text");
    expect(errorMessage(new Error("offline"))).toBe("offline");
  });

  it("give toasts the status and the server's message", () => {
    const refused = toApiError({
      status: 409,
      statusText: "Conflict",
      body: '{"message":"Maximum submissions reached for this project"}',
    });
    expect(statusMessage(refused)).toBe("409: Maximum submissions reached for this project");
    expect(statusMessage(toApiError({ status: 503, statusText: "Service Unavailable", body: "" }))).toBe(
      "503: Service Unavailable",
    );
    expect(statusMessage(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("carry the status and the parsed body, or null when the body is no JSON object", () => {
    const refused = toApiError({
      status: 403,
      statusText: "Forbidden",
      body: '{"message":"Enroll first","courseId":"c-1"}',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Enroll first", courseId: "c-1" });
    expect(toApiError({ status: 502, statusText: "Bad Gateway", body: "" }).body).toBeNull();
    expect(toApiError({ status: 500, statusText: "Internal", body: "plain text" }).body).toBeNull();
    expect(toApiError({ status: 500, statusText: "Internal", body: "[1]" }).body).toBeNull();
    expect(new ApiError(409, '409: {"message":"Full"}').body).toEqual({ message: "Full" });
  });
});
