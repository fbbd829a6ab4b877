import { describe, expect, it } from "vitest";
import { courseInput, lessonInput, moduleInput } from "../../../shared/contracts/courses.forms";
import { projectInput } from "../../../shared/contracts/projects.forms";
import { questionInput, quizInput } from "../../../shared/contracts/quizzes.forms";
import {
  courseBody,
  emptyCourse,
  emptyLesson,
  emptyModule,
  emptyProject,
  emptyQuestion,
  emptyQuiz,
  lessonBody,
  moduleBody,
  newCourseBody,
  projectBody,
  questionBody,
  questionValues,
  quizBody,
  removeOption,
} from "./authoring-forms";
import type { WireAuthoringQuestion } from "./queries";

describe("course bodies", () => {
  const base = { ...emptyCourse, title: "Tiling", description: "Lay tile.", category: "Construction" };

  it("a free course sends no price", () => {
    expect(courseBody({ ...base, price: "12" })).not.toHaveProperty("price");
    expect(courseInput.parse(courseBody(base)).price).toBe("0.00");
  });

  it("a paid course sends its price, or 0 when blank so the server's rule answers", () => {
    expect(courseBody({ ...base, isFree: false, price: " 49.5 " }).price).toBe("49.5");
    expect(courseBody({ ...base, isFree: false, price: "" }).price).toBe("0");
    expect(courseInput.safeParse(courseBody({ ...base, isFree: false, price: "" })).success).toBe(true);
  });

  it("a new course starts inactive", () => {
    expect(newCourseBody(base).isActive).toBe(false);
  });
});

describe("item bodies pass the shared schemas", () => {
  it("module: blank hours are 0", () => {
    const body = moduleBody({ ...emptyModule, title: "Safety" });
    expect(moduleInput.parse(body).estimatedHours).toBe("0.00");
  });

  it("lesson: blank optional text is stored as null", () => {
    const parsed = lessonInput.parse(lessonBody({ ...emptyLesson, title: "Intro" }));
    expect(parsed.content).toBeNull();
    expect(parsed.videoUrl).toBeNull();
    expect(parsed.transcript).toBeNull();
  });

  it("quiz: numbers from text, blank ones null", () => {
    const body = quizBody({ ...emptyQuiz, title: "Check", timeLimit: "" });
    expect(body).toMatchObject({ passThreshold: 80, maxAttempts: 3, timeLimit: null });
    expect(quizInput.safeParse(body).success).toBe(true);
    expect(quizInput.safeParse(quizBody({ ...emptyQuiz, title: "Check", passThreshold: "120" })).success).toBe(false);
  });

  it("project: format and limit", () => {
    const body = projectBody({ ...emptyProject, title: "Build", submissionFormat: "file", maxSubmissions: "2" });
    expect(projectInput.parse(body)).toMatchObject({ submissionFormat: "file", maxSubmissions: 2 });
  });
});

describe("questions", () => {
  it("multiple choice: the marked option is the answer", () => {
    const body = questionBody({ ...emptyQuestion, question: "Which?", options: ["A ", "B", "C"], correctIndex: 0 });
    expect(body).toMatchObject({ options: ["A", "B", "C"], correctAnswer: "A", points: 1 });
    expect(questionInput.safeParse(body).success).toBe(true);
  });

  it("multiple choice with no answer marked fails the schema", () => {
    const body = questionBody({ ...emptyQuestion, question: "Which?", options: ["A", "B"] });
    expect(questionInput.safeParse(body).success).toBe(false);
  });

  it("true/false sends True or False and no options", () => {
    const body = questionBody({
      ...emptyQuestion,
      question: "Sure?",
      questionType: "true_false",
      trueFalseAnswer: "False",
    });
    expect(body).toEqual({
      question: "Sure?",
      questionType: "true_false",
      correctAnswer: "False",
      explanation: "",
      points: 1,
    });
    expect(questionInput.safeParse(body).success).toBe(true);
  });

  it("reads a stored question back", () => {
    const stored = {
      question: "Which?",
      questionType: "multiple_choice",
      options: ["A", "B", "C"],
      correctAnswer: "B",
      explanation: null,
      points: 2,
    } as WireAuthoringQuestion;
    expect(questionValues(stored)).toMatchObject({
      options: ["A", "B", "C"],
      correctIndex: 1,
      points: "2",
      explanation: "",
    });
  });

  it("removing an option moves or clears the correct mark", () => {
    const values = { ...emptyQuestion, options: ["A", "B", "C"], correctIndex: 2 };
    expect(removeOption(values, 0)).toMatchObject({ options: ["B", "C"], correctIndex: 1 });
    expect(removeOption(values, 2)).toMatchObject({ options: ["A", "B"], correctIndex: null });
    expect(removeOption({ ...values, options: ["A", "B"] }, 0).options).toEqual(["A", "B"]);
  });
});
