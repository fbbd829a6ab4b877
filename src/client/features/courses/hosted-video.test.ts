import { describe, expect, it } from "vitest";
import { videoStateText } from "./hosted-video";

describe("the editor's video state", () => {
  it("says queued, processing with its percent, ready with its length, failed with its reason", () => {
    const video = { progress: 0, durationSeconds: null, error: null };
    expect(videoStateText({ ...video, status: "queued" })).toBe("Queued");
    expect(videoStateText({ ...video, status: "processing", progress: 45 })).toBe("Processing 45 %");
    expect(videoStateText({ ...video, status: "ready", durationSeconds: 725 })).toBe("Ready (12 min)");
    expect(videoStateText({ ...video, status: "ready", durationSeconds: 42 })).toBe("Ready (42 s)");
    expect(videoStateText({ ...video, status: "ready" })).toBe("Ready");
    expect(videoStateText({ ...video, status: "failed", error: "This file is empty." })).toBe(
      "Failed: This file is empty.",
    );
  });
});
