import { expect, type Page } from "@playwright/test";

/** The demo course that most course tests open (src/db/seed/courses). */
export const CARPENTRY = "Carpentry Foundations";

/** What the e2e tests read of GET /api/courses. */
export interface ApiCourse {
  id: string;
  title: string;
  description: string;
  category: string;
  isFree: boolean;
  price: string;
  rating: string;
  reviewCount: number;
  duration: string | null;
  videoCount: number;
  /** The academy's own preview video (issue 22), as students see it. */
  previewVideo?: ApiVideo | null;
}
export interface ApiModule {
  id: string;
  title: string;
  orderIndex: number;
}
export interface ApiItem {
  id: string;
  title: string;
  orderIndex: number;
}
/** The video contract of issue 22 (shared/contracts/videos.ts), as the tests read it. */
export interface ApiVideo {
  id: string;
  status: string;
  durationSeconds: number | null;
  posterUrl: string | null;
  renditions: { height: number; url: string; bytes: number }[];
  captions: { language: string; url: string }[];
}
export interface ApiLesson extends ApiItem {
  video: ApiVideo | null;
}

const byOrder = <T extends { orderIndex: number }>(items: T[]) => items.sort((a, b) => a.orderIndex - b.orderIndex);

/** The first published course that matches, with its modules in order. */
export async function findCourse(page: Page, match: (course: ApiCourse) => boolean) {
  const courses = (await (await page.request.get("/api/courses")).json()) as ApiCourse[];
  const course = courses.find(match)!;
  const modules = (await (await page.request.get(`/api/courses/${course.id}/modules`)).json()) as ApiModule[];
  return { course, modules: byOrder(modules) };
}

/** A module's lessons, quizzes and projects, each in order. */
export async function moduleItems(page: Page, moduleId: string) {
  const get = async (kind: string) =>
    byOrder((await (await page.request.get(`/api/modules/${moduleId}/${kind}`)).json()) as ApiItem[]);
  return { lessons: await get("lessons"), quizzes: await get("quizzes"), projects: await get("projects") };
}

/** The first published course that matches, with its lessons in reading order, each with its module. */
export async function courseLessons(page: Page, match: (course: ApiCourse) => boolean) {
  const { course, modules } = await findCourse(page, match);
  const lessons: (ApiLesson & { module: ApiModule })[] = [];
  for (const module of modules) {
    const list = byOrder((await (await page.request.get(`/api/modules/${module.id}/lessons`)).json()) as ApiLesson[]);
    lessons.push(...list.map((lesson) => ({ ...lesson, module })));
  }
  return { course, modules, lessons };
}

/** Enrols the signed-in student (the page's context) in a course through the API. */
export async function enrollIn(page: Page, courseId: string) {
  const response = await page.request.post(`/api/courses/${courseId}/enroll`);
  expect([200, 201], await response.text()).toContain(response.status());
}

/** A free course's first lesson, the signed-in student enrolled in the course. */
export async function enrolledLesson(page: Page) {
  const { course, lessons } = await courseLessons(page, (item) => item.isFree);
  await enrollIn(page, course.id);
  return { course, lesson: lessons[0]! };
}
