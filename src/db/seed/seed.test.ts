import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../client.js";
import {
  blogPosts,
  courseModules,
  courses,
  lessons,
  mentors,
  projects,
  quizQuestions,
  quizzes,
  successStories,
} from "../schema/index.js";
import type { Database } from "../types.js";
import { programNames, seedDemoContent, spanishBlogPostSeeds, spanishCourseSeeds } from "./index.js";

const publicDir = new URL("../../../public/", import.meta.url);
const publicFile = (imageUrl: string) => fileURLToPath(new URL(`.${imageUrl}`, publicDir));

async function readAll(db: Database) {
  return {
    courses: await db.select().from(courses),
    modules: await db.select().from(courseModules),
    lessons: await db.select().from(lessons),
    quizzes: await db.select().from(quizzes),
    questions: await db.select().from(quizQuestions),
    projects: await db.select().from(projects),
    mentors: await db.select().from(mentors),
    posts: await db.select().from(blogPosts),
    stories: await db.select().from(successStories),
  };
}
type Snapshot = Awaited<ReturnType<typeof readAll>>;

const countsOf = (snapshot: Snapshot) =>
  Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, rows.length]));

const byOrder = <T extends { orderIndex: number }>(rows: T[]) => [...rows].sort((a, b) => a.orderIndex - b.orderIndex);

describe("seedDemoContent", () => {
  let handle: DatabaseHandle;
  let first: Snapshot;
  let data: Snapshot;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    await seedDemoContent(handle.db);
    first = await readAll(handle.db);
    await seedDemoContent(handle.db);
    data = await readAll(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it("is idempotent: a second run adds no rows", () => {
    expect(countsOf(data)).toEqual(countsOf(first));
    expect(data.courses.length).toBeGreaterThan(0);
  });

  it("seeds a varied course catalog", () => {
    expect(data.courses.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(data.courses.map((course) => course.category));
    for (const program of programNames) expect(categories).toContain(program);
    expect(categories.size).toBeGreaterThanOrEqual(programNames.length + 2);

    const free = data.courses.filter((course) => course.isFree);
    const paid = data.courses.filter((course) => !course.isFree);
    expect(free.length).toBeGreaterThanOrEqual(5);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const course of free) expect(Number(course.price)).toBe(0);
    for (const course of paid) expect(Number(course.price)).toBeGreaterThan(0);

    const featured = data.courses.filter((course) => course.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);

    for (const course of data.courses) {
      expect(Number(course.rating)).toBeGreaterThan(0);
      expect(Number(course.rating)).toBeLessThanOrEqual(5);
      expect(course.standards).toBeTruthy();
      expect(course.videoUrl).toBeNull();
    }
  });

  it("gives every course 3 to 6 modules matching its modules summary", () => {
    for (const course of data.courses) {
      const modules = byOrder(data.modules.filter((module) => module.courseId === course.id));
      expect(modules.length).toBeGreaterThanOrEqual(3);
      expect(modules.length).toBeLessThanOrEqual(6);
      expect(modules.map((module) => module.orderIndex)).toEqual(modules.map((_, index) => index + 1));
      expect(course.modules).toEqual(
        modules.map((module) => ({
          title: module.title,
          objective: module.description,
        })),
      );

      // Seeded without the demo videos (the server makes those: modules/videos/seed-videos.test.ts),
      // only lessons with an external video link count.
      const withVideo = data.lessons.filter(
        (lesson) => modules.some((module) => module.id === lesson.moduleId) && lesson.videoUrl?.trim(),
      ).length;
      expect(course.videoCount).toBe(withVideo);
    }
  });

  it("gives every module 2 to 4 lessons with instructional content", () => {
    for (const module of data.modules) {
      const moduleLessons = byOrder(data.lessons.filter((lesson) => lesson.moduleId === module.id));
      expect(moduleLessons.length).toBeGreaterThanOrEqual(2);
      expect(moduleLessons.length).toBeLessThanOrEqual(4);
      expect(moduleLessons.map((lesson) => lesson.orderIndex)).toEqual(moduleLessons.map((_, index) => index + 1));
      for (const lesson of moduleLessons) {
        expect(lesson.content?.trim()).toBeTruthy();
        expect(lesson.content!.split(/\s+/).length).toBeGreaterThanOrEqual(150);
        expect(lesson.duration).toMatch(/^\d+ min$/);
      }
    }
  });

  it("has well-formed quizzes on most modules", () => {
    expect(data.quizzes.length / data.modules.length).toBeGreaterThanOrEqual(0.6);
    for (const quiz of data.quizzes) {
      const questions = data.questions.filter((question) => question.quizId === quiz.id);
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(questions.length).toBeLessThanOrEqual(10);
      const lessonCount = data.lessons.filter((lesson) => lesson.moduleId === quiz.moduleId).length;
      expect(quiz.orderIndex).toBeGreaterThan(lessonCount);
      expect(quiz.passThreshold).toBeGreaterThanOrEqual(70);
      expect(quiz.passThreshold).toBeLessThanOrEqual(80);
    }
    expect(data.quizzes.filter((quiz) => quiz.timeLimit !== null && quiz.timeLimit <= 3).length).toBeGreaterThanOrEqual(
      3,
    );

    for (const question of data.questions) {
      expect(question.options).not.toBeNull();
      expect(question.options).toContain(question.correctAnswer);
      expect(question.explanation).toBeTruthy();
      if (question.questionType === "true_false") {
        expect(question.options).toEqual(["True", "False"]);
      } else {
        expect(question.questionType).toBe("multiple_choice");
        expect(question.options!.length).toBeGreaterThanOrEqual(3);
        expect(question.options!.length).toBeLessThanOrEqual(4);
      }
    }
    const types = new Set(data.questions.map((question) => question.questionType));
    expect(types).toEqual(new Set(["multiple_choice", "true_false"]));
  });

  it("has projects in both submission formats", () => {
    expect(data.projects.length).toBeGreaterThanOrEqual(5);
    expect(data.projects.filter((project) => project.submissionFormat === "text").length).toBeGreaterThanOrEqual(2);
    expect(data.projects.filter((project) => project.submissionFormat === "file").length).toBeGreaterThanOrEqual(2);
    for (const project of data.projects) {
      expect(project.requirements?.split("\n").length).toBeGreaterThan(1);
      expect(project.maxSubmissions).toBeGreaterThanOrEqual(1);
      expect(project.maxSubmissions).toBeLessThanOrEqual(3);
    }
  });

  it("seeds mentors, some of them unavailable", () => {
    expect(data.mentors.length).toBeGreaterThanOrEqual(6);
    expect(data.mentors.filter((mentor) => !mentor.isAvailable).length).toBeGreaterThanOrEqual(2);
    expect(data.mentors.filter((mentor) => mentor.isAvailable).length).toBeGreaterThanOrEqual(2);
    for (const mentor of data.mentors) {
      expect(mentor.expertise.length).toBeGreaterThanOrEqual(3);
      expect(mentor.expertise.length).toBeLessThanOrEqual(5);
    }
  });

  it("seeds blog posts in several categories with exactly two drafts", () => {
    expect(data.posts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(4);
    const drafts = data.posts.filter((post) => !post.isPublished);
    expect(drafts).toHaveLength(2);
    for (const draft of drafts) expect(draft.publishedAt).toBeNull();

    const published = data.posts.filter((post) => post.isPublished);
    const dates = published.map((post) => post.publishedAt?.getTime());
    expect(new Set(dates).size).toBe(published.length);
    for (const post of published) {
      expect(post.publishedAt).toBeInstanceOf(Date);
      expect(post.publishedAt!.getUTCFullYear()).toBe(2026);
      expect(post.publishedAt!.getTime()).toBeLessThan(Date.UTC(2026, 10, 20));
    }
    for (const post of data.posts) {
      const paragraphs = post.content.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length).toBeLessThanOrEqual(8);
      expect(post.excerpt).toBeTruthy();
    }
  });

  it("seeds two courses and three posts written in Spanish, each marked so (issue 23)", () => {
    const spanish = data.courses.filter((course) => course.language === "es");
    expect(spanish.map((course) => course.title).sort()).toEqual(spanishCourseSeeds.map((seed) => seed.title).sort());
    expect(spanish).toHaveLength(2);
    for (const course of spanish) {
      const modules = data.modules.filter((module) => module.courseId === course.id);
      const moduleIds = new Set(modules.map((module) => module.id));
      expect(data.quizzes.filter((quiz) => moduleIds.has(quiz.moduleId)).length).toBeGreaterThanOrEqual(1);
      expect(data.projects.filter((project) => moduleIds.has(project.moduleId)).length).toBeGreaterThanOrEqual(1);
      // A programme of the footer, so the catalog shows its translated label.
      expect(programNames).toContain(course.category);
    }
    const posts = data.posts.filter((post) => post.language === "es");
    expect(posts.map((post) => post.id).sort()).toEqual(spanishBlogPostSeeds.map((post) => post.id).sort());
    expect(posts).toHaveLength(3);
    for (const post of posts) expect(post.isPublished).toBe(true);
    expect(data.courses.filter((course) => course.language === "en")).toHaveLength(data.courses.length - 2);
  });

  it("seeds six visible success stories from the five programs", () => {
    expect(data.stories).toHaveLength(6);
    for (const story of data.stories) {
      expect(story.isVisible).toBe(true);
      expect(programNames).toContain(story.program);
      expect(story.age).toBeGreaterThanOrEqual(18);
      expect(story.age).toBeLessThanOrEqual(26);
      expect(story.graduationYear).toBeGreaterThanOrEqual(2021);
      expect(story.graduationYear).toBeLessThanOrEqual(2025);
    }
  });

  it("references only images that exist under public/", () => {
    const imageUrls = [
      ...data.courses.map((course) => course.imageUrl),
      ...data.mentors.map((mentor) => mentor.imageUrl),
      ...data.posts.map((post) => post.imageUrl),
      ...data.stories.map((story) => story.imageUrl),
      "/images/default-course.svg",
      "/images/default-avatar.svg",
    ];
    for (const imageUrl of imageUrls) {
      expect(imageUrl).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
      const file = publicFile(imageUrl!);
      expect(existsSync(file), `${imageUrl} exists`).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain('role="img"');
      expect(svg).toContain("<title>");
    }
  });
});
