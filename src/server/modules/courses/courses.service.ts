import type { Course, Lesson, LessonDetail } from "../../../shared/contracts/courses.js";
import type { QuizWithQuestions } from "../../../shared/contracts/quizzes.js";
import type { Executor } from "../../../db/types.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import * as queries from "./catalog.queries.js";

/** How many courses the home page shows when none are marked featured. */
const FEATURED_FALLBACK = 3;

export async function findFeaturedCourses(db: Executor): Promise<Course[]> {
  const featured = await queries.listFeaturedCourses(db);
  return featured.length > 0 ? featured : queries.listTopRatedCourses(db, FEATURED_FALLBACK);
}

export async function getCourse(db: Executor, id: string) {
  const course = isUuid(id) ? await queries.findActiveCourse(db, id) : undefined;
  if (!course) throw notFound("Course");
  return course;
}

export async function getModule(db: Executor, id: string) {
  const module = isUuid(id) ? await queries.findActiveModule(db, id) : undefined;
  if (!module) throw notFound("Module");
  return module;
}

export async function getCourseModules(db: Executor, courseId: string) {
  await getCourse(db, courseId);
  return queries.listModules(db, courseId);
}

/**
 * A module's lessons. Lists are public and cached for everyone, so a paid course's lesson
 * content and video stay out of them: enrolled students open each lesson on its own.
 */
export async function getModuleLessons(db: Executor, moduleId: string): Promise<Lesson[]> {
  const module = await getModule(db, moduleId);
  const lessons = await queries.listLessons(db, moduleId);
  return module.isFree ? lessons : lessons.map((lesson) => ({ ...lesson, content: null, videoUrl: null }));
}

export async function getModuleQuizzes(db: Executor, moduleId: string) {
  await getModule(db, moduleId);
  return queries.listQuizzes(db, moduleId);
}

export async function getModuleProjects(db: Executor, moduleId: string) {
  await getModule(db, moduleId);
  return queries.listProjects(db, moduleId);
}

export async function getLesson(db: Executor, id: string): Promise<LessonDetail & { isFree: boolean }> {
  const lesson = isUuid(id) ? await queries.findLesson(db, id) : undefined;
  if (!lesson) throw notFound("Lesson");
  return lesson;
}

/** A quiz with its questions as a student sees them: no correct answers, no explanations. */
export async function getQuizForStudent(db: Executor, id: string): Promise<QuizWithQuestions> {
  const quiz = isUuid(id) ? await queries.findQuiz(db, id) : undefined;
  if (!quiz) throw notFound("Quiz");
  const questions = await queries.listQuestions(db, id);
  const { isFree, moduleTitle: _moduleTitle, ...rest } = quiz;
  return {
    ...rest,
    courseIsFree: isFree,
    questions: questions.map(({ id, quizId, question, questionType, options, points, orderIndex }) => ({
      id,
      quizId,
      question,
      questionType,
      options: options ?? (questionType === "true_false" ? ["True", "False"] : null),
      points,
      orderIndex,
    })),
  };
}

export async function getProject(db: Executor, id: string) {
  const project = isUuid(id) ? await queries.findProject(db, id) : undefined;
  if (!project) throw notFound("Project");
  // The same shape as the quiz: courseIsFree names the course's flag.
  const { isFree, moduleTitle: _moduleTitle, ...rest } = project;
  return { ...rest, courseIsFree: isFree };
}
