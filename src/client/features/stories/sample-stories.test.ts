import { describe, expect, it } from "vitest";
import { sampleStories, storiesToShow } from "./sample-stories";

describe("storiesToShow", () => {
  it("shows six built-in samples when the service returns no stories", () => {
    expect(storiesToShow([])).toBe(sampleStories);
    expect(sampleStories).toHaveLength(6);
    expect(new Set(sampleStories.map((story) => story.id)).size).toBe(6);
  });

  it("shows the service's stories when there are some", () => {
    const [first] = sampleStories;
    const own = [{ ...first!, id: "own", studentName: "Own Story" }];
    expect(storiesToShow(own)).toBe(own);
  });

  it("gives every sample all the fields a card shows", () => {
    for (const story of sampleStories) {
      expect(story.imageUrl).toMatch(/^\/images\//);
      for (const value of [story.age, story.currentJob, story.salary, story.location, story.graduationYear]) {
        expect(value).not.toBeNull();
      }
      expect(story.testimonial.length).toBeGreaterThan(20);
    }
  });
});
