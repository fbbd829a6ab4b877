import type { z } from "zod";
import type { AuthoringCourse, itemOrderBody } from "../../../shared/contracts/courses.js";
import type {
  CourseInput,
  CoursePatch,
  lessonInput,
  lessonPatch,
  moduleInput,
  modulePatch,
} from "../../../shared/contracts/courses.forms.js";
import type { Database, Executor } from "../../../db/types.js";
import type { CacheInvalidator } from "../../cache.js";
import type { MailContext } from "../email/index.js";
import { badRequest, msg, notFound, type NotFoundSubject } from "../../errors.js";
import { requireRecord } from "../../lib/records.js";
import { resyncCourseEnrollments } from "../enrolments/index.js";
import * as queries from "./courses.staff.queries.js";
import * as teams from "../teams/index.js";
import { withLessonVideos, withPreviewVideos } from "../videos/index.js";

/*
 * Course authoring for instructors and admins: courses, their modules, lessons and the order of
 * a module's items. Quizzes and projects are written by their own modules through addModuleItem
 * and changeModuleItem. Every write changes what the public catalog shows, so each drops the
 * catalog cache once it is committed; then it answers the whole course tree as it now is.
 */

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

/** A course, active or not (authors see them all), or 404. */
export const requireCourse = (db: Executor, id: string) =>
  requireRecord({ label: "Course" }, id, (uuid) => queries.findCourse(db, uuid));

/** A module, active or not, or 404. */
export const requireModule = (db: Executor, id: string) =>
  requireRecord({ label: "Module" }, id, (uuid) => queries.findModule(db, uuid));

/**
 * An item of a module (a lesson, a quiz, a project; `find` reads its row) with its course's id,
 * or 404 named by `label`.
 */
export async function requireModuleItem<T extends { moduleId: string }>(
  db: Executor,
  label: NotFoundSubject,
  id: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T & { courseId: string }> {
  const item = await requireRecord({ label }, id, find);
  const module = await requireModule(db, item.moduleId);
  return { ...item, courseId: module.courseId };
}

/**
 * Changes a course's content: write changes the rows; in the same transaction the course's
 * summary follows, then every enrolment's progress when `recount` says the change alters what
 * progress counts. Answers the course tree once the catalog cache is dropped.
 */
async function changeCourseContent(
  db: Database,
  cache: CacheInvalidator,
  courseId: string,
  write: (tx: Executor) => Promise<unknown>,
  /** Given when the change alters what progress counts: a recount may issue certificates, which are emailed. */
  recount: MailContext | undefined,
) {
  await db.transaction(async (tx) => {
    await write(tx);
    await queries.syncCourseSummary(tx, courseId);
    if (recount) await resyncCourseEnrollments(tx, recount, courseId);
  });
  return afterCourseChange(db, cache, courseId);
}

/** The courses the viewer may act on (course teams, issue 24): every one for admins. */
export const listAllCourses = async (db: Executor, viewer: teams.Viewer) =>
  withPreviewVideos(db, await queries.listAllCourses(db, teams.courseScope(db, viewer)), "staff");

/** The whole course tree for its authors. */
export async function getAuthoringCourse(db: Executor, id: string): Promise<AuthoringCourse> {
  const [course] = await withPreviewVideos(db, [await requireCourse(db, id)], "staff");
  const modules = await queries.listCourseModules(db, course!.id);
  const items = await queries.listModuleItems(
    db,
    modules.map((module) => module.id),
  );
  const lessons = await withLessonVideos(db, items.lessons, "staff");
  return {
    ...course!,
    moduleSummaries: course!.modules,
    modules: modules.map((module) => ({
      ...module,
      lessons: lessons.filter((lesson) => lesson.moduleId === module.id),
      quizzes: items.quizzes
        .filter((quiz) => quiz.moduleId === module.id)
        .map((quiz) => ({ ...quiz, questions: items.questions.filter((question) => question.quizId === quiz.id) })),
      projects: items.projects.filter((project) => project.moduleId === module.id),
    })),
  };
}

/** After a committed change of a course: the catalog cache drops it, and its authors get the tree as it now is. */
export async function afterCourseChange(db: Executor, cache: CacheInvalidator, courseId: string) {
  await cache.invalidate("catalog");
  return getAuthoringCourse(db, courseId);
}

export async function createCourse(db: Database, cache: CacheInvalidator, input: CourseInput, author: teams.Viewer) {
  const values = priced(input);
  const course = await db.transaction(async (tx) => {
    const inserted = await queries.insertCourse(tx, { ...values, modules: [] });
    // An instructor who makes a course joins its team: else they could not edit what they made.
    await teams.joinTeamOfNewCourse(tx, author, inserted.id);
    return inserted;
  });
  return afterCourseChange(db, cache, course.id);
}

/**
 * Writes only the fields sent. isFree and price are checked together against the course as it
 * will be (sent values over stored ones), with the row locked so a concurrent change of the
 * other one can't slip between the check and the write.
 */
export async function updateCourse(db: Database, cache: CacheInvalidator, id: string, patch: CoursePatch) {
  const course = await requireCourse(db, id);
  await db.transaction(async (tx) => {
    const current = await queries.lockCourse(tx, course.id);
    if (!current) throw notFound("Course");
    const pricing = patch.isFree !== undefined || patch.price !== undefined;
    await queries.updateCourse(tx, course.id, pricing ? priced(patch, current) : patch);
  });
  return afterCourseChange(db, cache, course.id);
}

export async function createModule(
  db: Database,
  cache: CacheInvalidator,
  courseId: string,
  input: z.output<typeof moduleInput>,
) {
  const course = await requireCourse(db, courseId);
  return changeCourseContent(
    db,
    cache,
    course.id,
    (tx) => queries.insertModule(tx, { ...input, courseId: course.id }),
    undefined,
  );
}

export async function updateModule(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  id: string,
  patch: z.output<typeof modulePatch>,
) {
  const module = await requireModule(db, id);
  // A module switched off or on takes its items out of progress or back in.
  return changeCourseContent(
    db,
    cache,
    module.courseId,
    (tx) => queries.updateModule(tx, module.id, patch),
    patch.isActive !== undefined ? mail : undefined,
  );
}

/** ids must name every module of the course exactly once; they get order 1..n. */
export async function reorderModules(db: Database, cache: CacheInvalidator, courseId: string, ids: string[]) {
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
  return afterCourseChange(db, cache, course.id);
}

/** A new order must name each of the things it orders exactly once (400 otherwise). */
export function assertSameSet(
  actual: string[],
  given: string[],
  what: "modules of this course" | "items of this module" | "questions of this quiz",
) {
  const expected = new Set(actual);
  if (
    given.length !== expected.size ||
    new Set(given).size !== given.length ||
    !given.every((id) => expected.has(id))
  ) {
    throw badRequest(msg("The order must list each of the {what} exactly once", { what: msg(what) }), [
      {
        path: "body",
        message: msg("Expected {count} distinct ids of the {what}", { count: expected.size, what: msg(what) }),
      },
    ]);
  }
}

/** Where a new item goes: its module, after every item already there. */
export interface ItemPlace {
  moduleId: string;
  orderIndex: number;
}

/**
 * Adds an item (a lesson, a quiz or a project) at the end of a module; insert writes its row.
 * In the same transaction the course's summary and every enrolment's progress follow: a new
 * item is one more to complete.
 */
export async function addModuleItem(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  moduleId: string,
  insert: (tx: Executor, place: ItemPlace) => Promise<unknown>,
) {
  const module = await requireModule(db, moduleId);
  return changeCourseContent(
    db,
    cache,
    module.courseId,
    async (tx) => insert(tx, { moduleId: module.id, orderIndex: await queries.nextItemOrder(tx, module.id) }),
    mail,
  );
}

/** What an item's patch may change of how progress counts it. */
interface CountedFlags {
  isActive?: boolean | undefined;
  isRequired?: boolean | undefined;
}

/**
 * Changes an item of a course; write changes its row. The course's summary follows in the same
 * transaction, and every enrolment's progress when the patch changes what progress counts
 * (the item switched on or off, made required or optional).
 */
export async function changeModuleItem(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  courseId: string,
  patch: CountedFlags,
  write: (tx: Executor) => Promise<unknown>,
) {
  return changeCourseContent(
    db,
    cache,
    courseId,
    write,
    patch.isActive !== undefined || patch.isRequired !== undefined ? mail : undefined,
  );
}

export async function createLesson(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  moduleId: string,
  input: z.output<typeof lessonInput>,
) {
  return addModuleItem(db, cache, mail, moduleId, (tx, place) => queries.insertLesson(tx, { ...input, ...place }));
}

export async function updateLesson(
  db: Database,
  cache: CacheInvalidator,
  mail: MailContext,
  id: string,
  patch: z.output<typeof lessonPatch>,
) {
  const lesson = await requireModuleItem(db, "Lesson", id, (uuid) => queries.findLesson(db, uuid));
  return changeModuleItem(db, cache, mail, lesson.courseId, patch, (tx) => queries.updateLesson(tx, lesson.id, patch));
}

/** Every item of the module, of all kinds, exactly once: they get order 1..n. */
export async function reorderItems(
  db: Database,
  cache: CacheInvalidator,
  moduleId: string,
  items: z.output<typeof itemOrderBody>["items"],
) {
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
    for (const [index, item] of items.entries()) await queries.setItemOrder(tx, item.kind, item.id, index + 1);
  });
  return afterCourseChange(db, cache, module.courseId);
}
