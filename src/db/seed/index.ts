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
  videos,
} from "../schema/index.js";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../types.js";
import { storedDuration } from "../../shared/rules/duration.js";
import type { Locale } from "../../shared/rules/locale.js";
import { blogPostSeeds } from "./blog.js";
import { seedDemoCohort } from "./cohort.js";
import { spanishBlogPostSeeds } from "./blog-es.js";
import { courseSeeds } from "./courses/index.js";
import { spanishCourseSeeds } from "./courses/spanish.js";
import { mentorSeeds } from "./mentors.js";
import { successStorySeeds } from "./stories.js";
import type { CourseSeed } from "./types.js";
import type { DemoVideo } from "./demo-videos.js";
import { seedDemoOutcomes } from "./outcomes.js";

export { blogPostSeeds } from "./blog.js";
export { courseSeeds } from "./courses/index.js";
export { spanishBlogPostSeeds } from "./blog-es.js";
export { spanishCourseSeeds } from "./courses/spanish.js";
export { mentorSeeds } from "./mentors.js";
export { successStorySeeds } from "./stories.js";
export { programNames } from "./types.js";
export { demoClips, demoClipsFolder, type DemoClip, type DemoVideo } from "./demo-videos.js";

export type CourseRow = typeof courses.$inferInsert;
export type CourseModuleRow = typeof courseModules.$inferInsert;
export type LessonRow = typeof lessons.$inferInsert;
export type QuizRow = typeof quizzes.$inferInsert;
export type QuizQuestionRow = typeof quizQuestions.$inferInsert;
export type ProjectRow = typeof projects.$inferInsert;

export interface CatalogRows {
  courses: CourseRow[];
  modules: CourseModuleRow[];
  lessons: LessonRow[];
  quizzes: QuizRow[];
  questions: QuizQuestionRow[];
  projects: ProjectRow[];
  videos: (typeof videos.$inferInsert)[];
}

/**
 * The demo academy's courses and posts are written in English (issue 12's content language), but
 * for the few written in Spanish (issue 23), which say so.
 */
const DEMO_LANGUAGE: Locale = "en";

/** Every demo course: the English catalog, then the Spanish courses. */
export const demoCourseSeeds: readonly CourseSeed[] = [...courseSeeds, ...spanishCourseSeeds];

/** Every demo post, English and Spanish. */
export const demoBlogPostSeeds = [...blogPostSeeds, ...spanishBlogPostSeeds];

/** Whether a lesson counts in its course's video count (syncCourseSummary's rule, for a fresh seed). */
const hasVideo = (lesson: { videoUrl?: string | undefined }, video: DemoVideo["video"] | undefined) =>
  video?.status === "ready" || Boolean(lesson.videoUrl?.trim());

/**
 * Flattens the authored course trees into table rows; `demoVideos` (made by the server's pipeline)
 * become their lessons' videos and count in their courses' video counts.
 */
export function buildCatalogRows(
  seeds: readonly CourseSeed[] = demoCourseSeeds,
  demoVideos: readonly DemoVideo[] = [],
): CatalogRows {
  const rows: CatalogRows = {
    courses: [],
    modules: [],
    lessons: [],
    quizzes: [],
    questions: [],
    projects: [],
    videos: demoVideos.map((entry) => entry.video),
  };
  const videoOf = new Map(demoVideos.flatMap((entry) => (entry.lessonId ? [[entry.lessonId, entry.video]] : [])));
  const previewOf = new Map(demoVideos.flatMap((entry) => (entry.courseId ? [[entry.courseId, entry.video]] : [])));
  for (const course of seeds) {
    rows.courses.push({
      id: course.id,
      title: course.title,
      description: course.description,
      category: course.category,
      language: course.language ?? DEMO_LANGUAGE,
      price: course.price,
      isFree: course.isFree,
      ...storedDuration({ duration: course.duration }),
      videoCount: course.modules.reduce(
        (count, module) => count + module.lessons.filter((lesson) => hasVideo(lesson, videoOf.get(lesson.id))).length,
        0,
      ),
      rating: course.rating,
      reviewCount: course.reviewCount,
      imageUrl: `/images/courses/${course.slug}.svg`,
      videoUrl: null,
      previewVideoId: previewOf.get(course.id)?.id ?? null,
      standards: course.standards,
      modules: course.modules.map((module) => ({
        title: module.title,
        objective: module.description,
      })),
      isActive: course.isActive ?? true,
      isFeatured: course.isFeatured,
    });
    course.modules.forEach((module, moduleIndex) => {
      rows.modules.push({
        id: module.id,
        courseId: course.id,
        title: module.title,
        description: module.description,
        orderIndex: moduleIndex + 1,
        estimatedHours: module.estimatedHours,
      });
      module.lessons.forEach((lesson, lessonIndex) => {
        rows.lessons.push({
          id: lesson.id,
          moduleId: module.id,
          title: lesson.title,
          description: lesson.description,
          content: lesson.content.trim(),
          videoUrl: lesson.videoUrl ?? null,
          videoId: videoOf.get(lesson.id)?.id ?? null,
          transcript: lesson.transcript?.trim() ?? null,
          ...storedDuration({ duration: lesson.duration }),
          orderIndex: lessonIndex + 1,
        });
      });
      // Quizzes and projects come after the module's lessons.
      let nextIndex = module.lessons.length + 1;
      const { quiz, project } = module;
      if (quiz) {
        rows.quizzes.push({
          id: quiz.id,
          moduleId: module.id,
          title: quiz.title,
          description: quiz.description,
          passThreshold: quiz.passThreshold,
          timeLimit: quiz.timeLimit,
          maxAttempts: quiz.maxAttempts,
          orderIndex: nextIndex++,
        });
        quiz.questions.forEach((question, questionIndex) => {
          rows.questions.push({
            id: question.id,
            quizId: quiz.id,
            question: question.question,
            questionType: question.type,
            options: question.type === "true_false" ? ["True", "False"] : question.options,
            correctAnswer: question.correctAnswer,
            explanation: question.explanation,
            points: question.points ?? 1,
            orderIndex: questionIndex + 1,
          });
        });
      }
      if (project) {
        rows.projects.push({
          id: project.id,
          moduleId: module.id,
          title: project.title,
          description: project.description,
          requirements: project.requirements.trim(),
          submissionFormat: project.submissionFormat,
          maxSubmissions: project.maxSubmissions,
          orderIndex: nextIndex++,
        });
      }
    });
  }
  return rows;
}

async function insertAll(tx: Transaction, rows: CatalogRows): Promise<void> {
  // Parents before children; a fixed id that already exists is left untouched.
  if (rows.videos.length) await tx.insert(videos).values(rows.videos).onConflictDoNothing();
  if (rows.courses.length) await tx.insert(courses).values(rows.courses).onConflictDoNothing();
  if (rows.modules.length) await tx.insert(courseModules).values(rows.modules).onConflictDoNothing();
  if (rows.lessons.length) await tx.insert(lessons).values(rows.lessons).onConflictDoNothing();
  if (rows.quizzes.length) await tx.insert(quizzes).values(rows.quizzes).onConflictDoNothing();
  if (rows.questions.length) await tx.insert(quizQuestions).values(rows.questions).onConflictDoNothing();
  if (rows.projects.length) await tx.insert(projects).values(rows.projects).onConflictDoNothing();
  await tx.insert(mentors).values(mentorSeeds).onConflictDoNothing();
  await tx
    .insert(blogPosts)
    .values(demoBlogPostSeeds.map((post) => ({ language: DEMO_LANGUAGE, ...post })))
    .onConflictDoNothing();
  await tx.insert(successStories).values(successStorySeeds).onConflictDoNothing();
}

/**
 * A demo database seeded before the demo videos existed gets them: each demo lesson without a
 * video takes its own, each demo course without a preview video its preview, and those courses'
 * video counts follow (syncCourseSummary's count; a preview doesn't count).
 */
async function attachDemoVideos(tx: Transaction, demoVideos: readonly DemoVideo[]): Promise<void> {
  const attached: string[] = [];
  for (const entry of demoVideos) {
    const { video } = entry;
    if (entry.courseId !== undefined) {
      await tx
        .update(courses)
        .set({ previewVideoId: video.id, updatedAt: new Date() })
        .where(and(eq(courses.id, entry.courseId), isNull(courses.previewVideoId)));
      continue;
    }
    const { lessonId } = entry;
    const [lesson] = await tx
      .update(lessons)
      .set({ videoId: video.id })
      .where(and(eq(lessons.id, lessonId), isNull(lessons.videoId)))
      .returning({ moduleId: lessons.moduleId });
    if (lesson) attached.push(lesson.moduleId);
  }
  if (attached.length === 0) return;
  const courseIds = await tx
    .selectDistinct({ id: courseModules.courseId })
    .from(courseModules)
    .where(inArray(courseModules.id, attached));
  await tx
    .update(courses)
    .set({
      videoCount: sql`(
        select count(*)::int from ${lessons}
        join ${courseModules} on ${courseModules.id} = ${lessons.moduleId}
        left join ${videos} on ${videos.id} = ${lessons.videoId}
        where ${courseModules.courseId} = ${courses.id} and ${courseModules.isActive} and ${lessons.isActive}
          and (${videos.status} = 'ready' or coalesce(trim(${lessons.videoUrl}), '') <> ''))`,
      updatedAt: new Date(),
    })
    .where(
      inArray(
        courses.id,
        courseIds.map((row) => row.id),
      ),
    );
}

export interface SeedOptions {
  /** The demo lessons' and courses' preview videos, made and stored by the server (modules/videos/seed-videos.ts). */
  videos?: readonly DemoVideo[];
}

/**
 * Inserts the demo catalog and public content (courses with their modules,
 * lessons, quizzes and projects, and their videos when given; mentors; blog posts; success stories).
 * Every row has a fixed id, so running it again adds nothing.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<void> {
  const rows = buildCatalogRows(demoCourseSeeds, options.videos);
  await db.transaction(async (tx) => {
    await insertAll(tx, rows);
    if (options.videos?.length) await attachDemoVideos(tx, options.videos);
    // A running cohort with students at varied progress, and past completers (issue 24).
    await seedDemoCohort(tx, rows);
    // Past completers with outcomes (issue 24): three English courses.
    await seedDemoOutcomes(tx, courseSeeds.slice(0, 3));
  });
}
