import type { Page } from "@playwright/test";

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
