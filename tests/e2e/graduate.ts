import { expect, type APIRequestContext } from "@playwright/test";
import { courseSeeds } from "../../src/db/seed/courses/index";
import type { QuestionSeed } from "../../src/db/seed/types";

// Career Launch: the shortest way to a certificate (lessons, two quizzes, one text project).
export const CAREER = courseSeeds.find((course) => course.title.startsWith("Career Launch"))!;
const answerOf = new Map<string, QuestionSeed>(
  courseSeeds.flatMap((course) =>
    course.modules.flatMap((module) => (module.quiz?.questions ?? []).map((question) => [question.question, question])),
  ),
);

/** Fails the test, with the answer's text, unless the request succeeded. */
export async function ok(response: { ok(): boolean; text(): Promise<string> }) {
  expect(response.ok(), await response.text()).toBe(true);
}

/** Completes Career Launch through the API; the instructor's approval (staff) issues the certificate. */
export async function graduate(api: APIRequestContext, staff: APIRequestContext): Promise<string> {
  await ok(await api.post(`/api/courses/${CAREER.id}/enroll`));
  const modules = (await (await api.get(`/api/courses/${CAREER.id}/modules`)).json()) as { id: string }[];
  const submissions: string[] = [];
  for (const module of modules) {
    const get = async (kind: string) =>
      (await (await api.get(`/api/modules/${module.id}/${kind}`)).json()) as { id: string }[];
    for (const lesson of await get("lessons")) await ok(await api.post(`/api/lessons/${lesson.id}/complete`));
    for (const quiz of await get("quizzes")) {
      const full = (await (await api.get(`/api/quizzes/${quiz.id}`)).json()) as {
        questions: { id: string; question: string }[];
      };
      const answers = Object.fromEntries(
        full.questions.map((question) => [question.id, answerOf.get(question.question)!.correctAnswer]),
      );
      const attempt = await api.post(`/api/quizzes/${quiz.id}/attempts`, { data: { answers, timeSpent: 1 } });
      expect(attempt.status(), await attempt.text()).toBe(201);
    }
    for (const project of await get("projects")) {
      const submitted = await api.post(`/api/projects/${project.id}/submissions`, {
        data: { content: "My one-page resume, with five bullet points." },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      submissions.push(((await submitted.json()) as { id: string }).id);
    }
  }
  for (const id of submissions) {
    await ok(await staff.post(`/api/staff/submissions/${id}/review`, { data: { status: "approved", grade: "pass" } }));
  }
  const certificates = (await (await api.get("/api/user/certificates")).json()) as { certId: string }[];
  expect(certificates).toHaveLength(1);
  return certificates[0]!.certId;
}
