import { describe, expect, it } from "vitest";
import { gradeQuiz } from "./grading.js";

const questions = [
  { id: "a", correctAnswer: "Twice", points: 1 },
  { id: "b", correctAnswer: "False", points: 1 },
  { id: "c", correctAnswer: "Jigsaw", points: 2 },
];

describe("gradeQuiz", () => {
  it("scores by points, rounding the percent down", () => {
    expect(gradeQuiz(questions, { a: "Twice", b: "True", c: "Jigsaw" }, 80)).toMatchObject({
      score: 75,
      earnedPoints: 3,
      totalPoints: 4,
      passed: false,
    });
    const thirds = [
      { id: "x", correctAnswer: "1", points: 1 },
      { id: "y", correctAnswer: "2", points: 1 },
      { id: "z", correctAnswer: "3", points: 1 },
    ];
    expect(gradeQuiz(thirds, { x: "1", y: "2" }, 66).score).toBe(66);
    expect(gradeQuiz(thirds, { x: "1", y: "2" }, 66).passed).toBe(true);
    expect(gradeQuiz(thirds, { x: "1", y: "2" }, 67).passed).toBe(false);
  });

  it("passes at the threshold exactly and defaults it to 80", () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ id: `q${index}`, correctAnswer: "yes", points: 1 }));
    const fourRight = { q0: "yes", q1: "yes", q2: "yes", q3: "yes", q4: "no" };
    expect(gradeQuiz(five, fourRight, null)).toMatchObject({ score: 80, passed: true });
    expect(gradeQuiz(five, fourRight, undefined).passed).toBe(true);
    expect(gradeQuiz(five, fourRight, 81).passed).toBe(false);
  });

  it("counts unanswered questions as wrong and compares answers loosely", () => {
    const grade = gradeQuiz(questions, { b: "  false " }, 80);
    expect(grade.correct).toEqual(
      new Map([
        ["a", false],
        ["b", true],
        ["c", false],
      ]),
    );
    expect(grade.score).toBe(25);
  });

  it("gives 0 for a quiz without points", () => {
    expect(gradeQuiz([], {}, 80)).toMatchObject({ score: 0, passed: false });
  });
});
