import { courseSeeds } from "../../src/db/seed/courses/index";
import type { QuestionSeed, QuizSeed } from "../../src/db/seed/types";
import { expect, expectNoAxeViolations, registerStudent, signInAsStaff, test } from "./fixtures";
import { enrollIn } from "./seed-courses";
import { waitForMail } from "./support/mailbox.js";

/*
 * Students who fall behind (issue 24): a student who used every attempt at a quiz without passing
 * is at risk at once; their instructor sees them on the staff overview, sends a nudge (edited
 * first), and it arrives in a real SMTP mailbox (the e2e mail server).
 */

function seededQuiz(title: string): { courseId: string; courseTitle: string; quiz: QuizSeed } {
  for (const course of courseSeeds) {
    for (const module of course.modules) {
      if (module.quiz?.title === title) return { courseId: course.id, courseTitle: course.title, quiz: module.quiz };
    }
  }
  throw new Error(`no seeded quiz ${title}`);
}
const optionsOf = (question: QuestionSeed) => (question.type === "true_false" ? ["True", "False"] : question.options);
const wrongAnswer = (question: QuestionSeed) =>
  optionsOf(question).find((option) => option !== question.correctAnswer)!;

// Shop Safety Check: 3 attempts, in the free Carpentry course.
const SHOP_SAFETY = seededQuiz("Shop Safety Check");

test.describe("students at risk", () => {
  test("an instructor sees a student who used every quiz attempt, and their nudge arrives by email", async ({
    page,
  }) => {
    const student = await registerStudent(page, `Zuri${Date.now() % 100_000}`);
    const { courseId, courseTitle, quiz } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    const wrong = Object.fromEntries(quiz.questions.map((question) => [question.id, wrongAnswer(question)]));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, {
        data: { answers: wrong, timeSpent: 1 },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await signInAsStaff(page, "instructor");
    await page.goto("/admin");
    const section = page.getByRole("region", { name: "Students at risk" });
    await expect(section).toBeVisible();
    const card = section.getByRole("article", { name: `${student.firstName} Rivera` });
    await expect(card).toContainText(courseTitle);
    await expect(card).toContainText("No quiz attempts left");
    await expect(card).toContainText(`Failed “${quiz.title}” with every attempt used.`);
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Send a nudge" }).click();
    const dialog = page.getByRole("dialog", { name: `Send a nudge to ${student.firstName} Rivera` });
    const subject = dialog.getByRole("textbox", { name: "Subject" });
    await expect(subject).toHaveValue(`Checking in on ${courseTitle}`);
    const message = dialog.getByRole("textbox", { name: "Message" });
    await expect(message).toHaveValue(new RegExp(`^Hello ${student.firstName},`));
    await expectNoAxeViolations(page);
    await subject.fill("Your safety quiz");
    await message.fill(`Hello ${student.firstName},\n\nLet's go over the shop safety questions together on Thursday.`);
    await dialog.getByRole("button", { name: "Send a nudge" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toContainText("Nudge sent");
    await expect(card).toContainText("Last nudge:");

    const mail = await waitForMail(student.email, "Your safety quiz");
    expect(mail.text).toContain("Let's go over the shop safety questions together on Thursday.");
    expect(mail.html).toContain('lang="en"');

    // A second one the same day is not offered.
    await card.getByRole("button", { name: "Send a nudge" }).click();
    await expect(page.getByRole("dialog")).toContainText("already got a nudge about this course today");
  });

  test("the team's private note is kept with who wrote it", async ({ page }) => {
    const student = await registerStudent(page, `Noor${Date.now() % 100_000}`);
    const { courseId, quiz } = SHOP_SAFETY;
    await enrollIn(page, courseId);
    const wrong = Object.fromEntries(quiz.questions.map((question) => [question.id, wrongAnswer(question)]));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await page.request.post(`/api/quizzes/${quiz.id}/attempts`, {
        data: { answers: wrong, timeSpent: 1 },
      });
      expect(response.status()).toBe(201);
    }
    await signInAsStaff(page, "instructor");
    await page.goto("/admin");
    const card = page
      .getByRole("region", { name: "Students at risk" })
      .getByRole("article", { name: `${student.firstName} Rivera` });
    await card.getByRole("button", { name: "Add a note" }).click();
    const dialog = page.getByRole("dialog", { name: `Staff note about ${student.firstName} Rivera` });
    await dialog.getByRole("textbox", { name: "Note" }).fill("Called, has no laptop");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save note" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Called, has no laptop");
    await card.getByRole("button", { name: "Edit note" }).click();
    await expect(page.getByRole("dialog")).toContainText("Written by Ines Rivera");
  });
});
