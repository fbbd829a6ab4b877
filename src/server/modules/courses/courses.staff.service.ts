import type { z } from "zod";
import type {
  AuthoringCourse,
  CourseInput,
  CoursePatch,
  itemOrderBody,
  lessonInput,
  lessonPatch,
  moduleInput,
  modulePatch,
  projectInput,
  projectPatch,
  questionInput,
  quizInput,
  quizPatch,
} from "../../../shared/contracts/authoring.js";
import { questionInput as questionSchema } from "../../../shared/contracts/authoring.js";
import { lessons, projects, quizQuestions, quizzes } from "../../../db/schema/index.js";
import type { Database, Executor } from "../../../db/types.js";
import { eq } from "drizzle-orm";
import { badRequest, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { resyncCourseEnrollments } from "../learning/learning.service.js";
import * as queries from "./authoring.queries.js";

type ItemKind = queries.ItemKind;

const PAID_NEEDS_PRICE = "A paid course needs a price above 0";

/** Free courses cost 0; paid ones more than 0. */
function priced<T extends { isFree?: boolean | undefined; price?: string | undefined }>(
  values: T,
  current?: { isFree: boolean; price: string },
) {
  const isFree = values.isFree ?? current?.isFree ?? true;
  const price = values.price ?? current?.price ?? "0.00";
  if (isFree) return { ...values, isFree, price: "0.00" };
  if (Number(price) <= 0) throw badRequest(PAID_NEEDS_PRICE, [{ path: "body.price", message: PAID_NEEDS_PRICE }]);
  return { ...values, isFree, price };
}

async function requireCourse(db: Executor, id: string) {
  const course = isUuid(id) ? await queries.findCourse(db, id) : undefined;
  if (!course) throw notFound("Course");
  return course;
}

async function requireModule(db: Executor, id: string) {
  const module = isUuid(id) ? await queries.findModule(db, id) : undefined;
  if (!module) throw notFound("Module");
  return module;
}

const kindName: Record<ItemKind, string> = { lesson: "Lesson", quiz: "Quiz", project: "Project" };

async function requireItem(db: Executor, kind: ItemKind, id: string) {
  const item = isUuid(id) ? await queries.findItem(db, kind, id) : undefined;
  if (!item) throw notFound(kindName[kind]);
  const module = await requireModule(db, item.moduleId);
  return { ...item, courseId: module.courseId };
}

export const listCourses = (db: Executor) => queries.listAllCourses(db);

/** The whole course tree for its authors. */
export async function getAuthoringCourse(db: Executor, id: string): Promise<AuthoringCourse> {
  const course = await requireCourse(db, id);
  const modules = await queries.listCourseModules(db, course.id);
  const items = await queries.listModuleItems(
    db,
    modules.map((module) => module.id),
  );
  return {
    ...course,
    moduleSummaries: course.modules,
    modules: modules.map((module) => ({
      ...module,
      lessons: items.lessons.filter((lesson) => lesson.moduleId === module.id),
      quizzes: items.quizzes
        .filter((quiz) => quiz.moduleId === module.id)
        .map((quiz) => ({ ...quiz, questions: items.questions.filter((question) => question.quizId === quiz.id) })),
      projects: items.projects.filter((project) => project.moduleId === module.id),
    })),
  };
}

export async function createCourse(db: Database, input: CourseInput) {
  const values = priced(input);
  const course = await queries.insertCourse(db, { ...values, modules: [] });
  return getAuthoringCourse(db, course.id);
}

/**
 * Writes only the fields sent. isFree and price are checked together against the course as it
 * will be (sent values over stored ones), with the row locked so a concurrent change of the
 * other one can't slip between the check and the write.
 */
export async function updateCourse(db: Database, id: string, patch: CoursePatch) {
  const course = await requireCourse(db, id);
  await db.transaction(async (tx) => {
    const current = await queries.lockCourse(tx, course.id);
    if (!current) throw notFound("Course");
    const pricing = patch.isFree !== undefined || patch.price !== undefined;
    await queries.updateCourse(tx, course.id, pricing ? priced(patch, current) : patch);
  });
  return getAuthoringCourse(db, course.id);
}

export async function createModule(db: Database, courseId: string, input: z.output<typeof moduleInput>) {
  const course = await requireCourse(db, courseId);
  await db.transaction(async (tx) => {
    await queries.insertModule(tx, { ...input, courseId: course.id });
    await queries.syncCourseSummary(tx, course.id);
  });
  return getAuthoringCourse(db, course.id);
}

export async function updateModule(db: Database, id: string, patch: z.output<typeof modulePatch>) {
  const module = await requireModule(db, id);
  await db.transaction(async (tx) => {
    await queries.updateModule(tx, module.id, patch);
    await queries.syncCourseSummary(tx, module.courseId);
    // A module switched off or on takes its items out of progress or back in.
    if (patch.isActive !== undefined) await resyncCourseEnrollments(tx, module.courseId);
  });
  return getAuthoringCourse(db, module.courseId);
}

/** ids must name every module of the course exactly once; they get order 1..n. */
export async function reorderModules(db: Database, courseId: string, ids: string[]) {
  const course = await requireCourse(db, courseId);
  await db.transaction(async (tx) => {
    const modules = await queries.listCourseModules(tx, course.id);
    assertSameSet(
      modules.map((module) => module.id),
      ids,
      "modules of this course",
    );
    for (const [index, id] of ids.entries()) await queries.updateModule(tx, id, { orderIndex: index + 1 });
    await queries.syncCourseSummary(tx, course.id);
  });
  return getAuthoringCourse(db, course.id);
}

function assertSameSet(actual: string[], given: string[], what: string) {
  const expected = new Set(actual);
  if (
    given.length !== expected.size ||
    new Set(given).size !== given.length ||
    !given.every((id) => expected.has(id))
  ) {
    throw badRequest(`The order must list each of the ${what} exactly once`, [
      { path: "body", message: `Expected ${expected.size} distinct ids of the ${what}` },
    ]);
  }
}

type ItemInput = {
  lesson: z.output<typeof lessonInput>;
  quiz: z.output<typeof quizInput>;
  project: z.output<typeof projectInput>;
};
type ItemPatch = {
  lesson: z.output<typeof lessonPatch>;
  quiz: z.output<typeof quizPatch>;
  project: z.output<typeof projectPatch>;
};

export async function createItem<K extends ItemKind>(db: Database, kind: K, moduleId: string, input: ItemInput[K]) {
  const module = await requireModule(db, moduleId);
  await db.transaction(async (tx) => {
    const orderIndex = await queries.nextItemOrder(tx, module.id);
    const values = { ...input, moduleId: module.id, orderIndex };
    if (kind === "lesson") await tx.insert(lessons).values(values as typeof lessons.$inferInsert);
    else if (kind === "quiz") await tx.insert(quizzes).values(values as typeof quizzes.$inferInsert);
    else await tx.insert(projects).values(values as typeof projects.$inferInsert);
    await queries.syncCourseSummary(tx, module.courseId);
    await resyncCourseEnrollments(tx, module.courseId);
  });
  return getAuthoringCourse(db, module.courseId);
}

export async function updateItem<K extends ItemKind>(db: Database, kind: K, id: string, patch: ItemPatch[K]) {
  const item = await requireItem(db, kind, id);
  await db.transaction(async (tx) => {
    const values = { ...patch, updatedAt: new Date() };
    if (kind === "lesson") await tx.update(lessons).set(values).where(eq(lessons.id, id));
    else if (kind === "quiz") await tx.update(quizzes).set(values).where(eq(quizzes.id, id));
    else await tx.update(projects).set(values).where(eq(projects.id, id));
    await queries.syncCourseSummary(tx, item.courseId);
    // Progress counts active items, and completion asks for every required one.
    if (patch.isActive !== undefined || patch.isRequired !== undefined) {
      await resyncCourseEnrollments(tx, item.courseId);
    }
  });
  return getAuthoringCourse(db, item.courseId);
}

/** Every item of the module, of all kinds, exactly once: they get order 1..n. */
export async function reorderItems(db: Database, moduleId: string, items: z.output<typeof itemOrderBody>["items"]) {
  const module = await requireModule(db, moduleId);
  await db.transaction(async (tx) => {
    const current = await queries.listModuleItems(tx, [module.id]);
    const key = (kind: string, id: string) => `${kind}:${id}`;
    assertSameSet(
      [
        ...current.lessons.map((row) => key("lesson", row.id)),
        ...current.quizzes.map((row) => key("quiz", row.id)),
        ...current.projects.map((row) => key("project", row.id)),
      ],
      items.map((item) => key(item.kind, item.id)),
      "items of this module",
    );
    for (const [index, item] of items.entries()) {
      const orderIndex = index + 1;
      if (item.kind === "lesson") await tx.update(lessons).set({ orderIndex }).where(eq(lessons.id, item.id));
      else if (item.kind === "quiz") await tx.update(quizzes).set({ orderIndex }).where(eq(quizzes.id, item.id));
      else await tx.update(projects).set({ orderIndex }).where(eq(projects.id, item.id));
    }
  });
  return getAuthoringCourse(db, module.courseId);
}

async function requireQuiz(db: Executor, id: string) {
  const quiz = isUuid(id) ? await queries.findQuiz(db, id) : undefined;
  if (!quiz) throw notFound("Quiz");
  const module = await requireModule(db, quiz.moduleId);
  return { ...quiz, courseId: module.courseId };
}

async function requireQuestion(db: Executor, id: string) {
  const question = isUuid(id) ? await queries.findQuestion(db, id) : undefined;
  if (!question) throw notFound("Question");
  const quiz = await requireQuiz(db, question.quizId);
  return { ...question, courseId: quiz.courseId };
}

/** True/false questions always offer True and False. */
const withOptions = <T extends { questionType?: string; options?: string[] | null }>(values: T) =>
  values.questionType === "true_false" ? { ...values, options: ["True", "False"] } : values;

export async function createQuestion(db: Database, quizId: string, input: z.output<typeof questionInput>) {
  const quiz = await requireQuiz(db, quizId);
  const existing = await queries.listQuizQuestions(db, quiz.id);
  await db.insert(quizQuestions).values({
    ...withOptions(input),
    quizId: quiz.id,
    orderIndex: Math.max(0, ...existing.map((question) => question.orderIndex)) + 1,
  });
  return getAuthoringCourse(db, quiz.courseId);
}

/**
 * A change is checked as the whole question it makes (options and answer must still agree):
 * the sent fields over the stored ones, with the row locked while it is checked and written.
 */
export async function updateQuestion(db: Database, id: string, patch: Partial<z.output<typeof questionInput>>) {
  const question = await requireQuestion(db, id);
  await db.transaction(async (tx) => {
    const current = await queries.lockQuestion(tx, question.id);
    if (!current) throw notFound("Question");
    const merged = questionSchema.safeParse({
      question: patch.question ?? current.question,
      questionType: patch.questionType ?? current.questionType,
      options: patch.options !== undefined ? patch.options : current.options,
      correctAnswer: patch.correctAnswer ?? current.correctAnswer,
      explanation: patch.explanation !== undefined ? patch.explanation : current.explanation,
      points: patch.points ?? current.points,
    });
    if (!merged.success) {
      const errors = merged.error.issues.map((issue) => ({
        path: ["body", ...issue.path].join("."),
        message: issue.message,
      }));
      throw badRequest(errors[0]?.message ?? "Invalid question", errors);
    }
    await tx.update(quizQuestions).set(withOptions(merged.data)).where(eq(quizQuestions.id, current.id));
  });
  return getAuthoringCourse(db, question.courseId);
}

export async function deleteQuestion(db: Database, id: string) {
  const question = await requireQuestion(db, id);
  await db.delete(quizQuestions).where(eq(quizQuestions.id, question.id));
  return getAuthoringCourse(db, question.courseId);
}

export async function reorderQuestions(db: Database, quizId: string, ids: string[]) {
  const quiz = await requireQuiz(db, quizId);
  await db.transaction(async (tx) => {
    const questions = await queries.listQuizQuestions(tx, quiz.id);
    assertSameSet(
      questions.map((question) => question.id),
      ids,
      "questions of this quiz",
    );
    for (const [index, id] of ids.entries()) {
      await tx
        .update(quizQuestions)
        .set({ orderIndex: index + 1 })
        .where(eq(quizQuestions.id, id));
    }
  });
  return getAuthoringCourse(db, quiz.courseId);
}

export { requireCourse };
