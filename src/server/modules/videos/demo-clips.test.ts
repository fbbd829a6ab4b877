/**
 * The demo academy's committed video sources (src/db/seed/videos, made by
 * scripts/make-demo-clips.ts): two lessons of every demo course, each a readable 30–90 s video with
 * English and Spanish captions that pass the captions check.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { courseSeeds } from "../../../db/seed/courses/index.js";
import { parseWebVtt } from "./captions.js";
import { probeVideo } from "./probe.js";

const folder = fileURLToPath(new URL("../../../db/seed/videos/", import.meta.url));

interface ClipEntry {
  courseSlug: string;
  lessonId: string;
  durationSeconds: number;
  video: string;
  captions: { en: string; es: string };
}

const clips = JSON.parse(await readFile(`${folder}clips.json`, "utf8")) as ClipEntry[];

describe("the demo video clips", () => {
  it("cover two lessons of every demo course", () => {
    for (const course of courseSeeds) {
      const lessonIds = new Set(course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
      const ofCourse = clips.filter((clip) => clip.courseSlug === course.slug);
      expect(ofCourse, course.slug).toHaveLength(2);
      for (const clip of ofCourse) expect(lessonIds.has(clip.lessonId), clip.lessonId).toBe(true);
    }
  });

  it.each(clips.map((clip) => [clip.lessonId, clip] as const))(
    "%s is a 30–90 s video with both captions",
    async (_, clip) => {
      const probe = await probeVideo(`${folder}${clip.video}`, { maxMinutes: 2 });
      expect(probe.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(probe.durationSeconds).toBeLessThanOrEqual(90);
      expect(Math.round(probe.durationSeconds)).toBe(clip.durationSeconds);
      expect([probe.width, probe.height, probe.hasAudio]).toEqual([854, 480, true]);
      for (const language of ["en", "es"] as const) {
        const cues = parseWebVtt(await readFile(`${folder}${clip.captions[language]}`, "utf8"));
        expect(cues.at(-1)!.end).toBeLessThanOrEqual(probe.durationSeconds);
      }
    },
  );
});
