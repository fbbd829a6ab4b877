/**
 * What each authoring form holds (text as typed, switches as booleans) and the request body it
 * sends. Blank optional text goes as "" (the server stores null); blank numbers go as null.
 */
import type {
  WireAuthoringCourse,
  WireAuthoringLesson,
  WireAuthoringModule,
  WireAuthoringProject,
  WireAuthoringQuestion,
  WireAuthoringQuiz,
} from "./queries";
import type { TrueFalseAnswer } from "../../../shared/rules/quizzes";

const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const textOf = (value: string | null | undefined) => value ?? "";
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

// ---------------------------------------------------------------- length (issue 23)

/** A length as typed: a number and a unit, and a text kept as its author once wrote it. */
export interface DurationValues {
  /** Only a text that is not a number and a unit; "" otherwise. */
  duration: string;
  durationValue: string;
  durationUnit: string;
}

function durationValues(
  item: { duration: string | null; durationValue: number | null; durationUnit: string | null },
  unit: string,
): DurationValues {
  return {
    duration: item.durationValue === null ? textOf(item.duration) : "",
    durationValue: numberText(item.durationValue),
    durationUnit: item.durationUnit ?? unit,
  };
}

/** A number sends the number and unit (the server words the text); none sends the text as written, or "". */
function durationBody(values: DurationValues) {
  const value = numberOrNull(values.durationValue);
  return value === null
    ? { duration: values.duration, durationValue: null, durationUnit: null }
    : { durationValue: value, durationUnit: values.durationUnit };
}

// ---------------------------------------------------------------- course

export interface CourseValues extends DurationValues {
  title: string;
  description: string;
  category: string;
  /** "en", "es", or "" when not stated. */
  language: string;
  isFree: boolean;
  price: string;
  standards: string;
  videoUrl: string;
  isActive: boolean;
  isFeatured: boolean;
}

export const emptyCourse: CourseValues = {
  title: "",
  description: "",
  category: "",
  language: "",
  isFree: true,
  price: "",
  duration: "",
  durationValue: "",
  durationUnit: "week",
  standards: "",
  videoUrl: "",
  isActive: false,
  isFeatured: false,
};

export function courseValues(course: WireAuthoringCourse): CourseValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    language: course.language ?? "",
    isFree: course.isFree,
    price: course.isFree ? "" : course.price,
    ...durationValues(course, "week"),
    standards: textOf(course.standards),
    videoUrl: textOf(course.videoUrl),
    isActive: course.isActive,
    isFeatured: course.isFeatured,
  };
}

/**
 * A free course sends no price (the server makes it 0). A paid one with the price left blank
 * sends 0, so the server's rule answers on the price field rather than keeping an old price.
 */
function priceOf(values: Pick<CourseValues, "isFree" | "price">): { price?: string } {
  if (values.isFree) return {};
  return { price: values.price.trim() || "0" };
}

type NewCourseValues = Pick<
  CourseValues,
  "title" | "description" | "category" | "isFree" | "price" | keyof DurationValues
>;

/** The fields a new course and a course's edit both send. */
function basicsOf(values: NewCourseValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    isFree: values.isFree,
    ...priceOf(values),
    ...durationBody(values),
  };
}

export function courseBody(values: CourseValues) {
  return {
    ...basicsOf(values),
    language: values.language,
    standards: values.standards,
    videoUrl: values.videoUrl,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
  };
}

/** A new course starts inactive: learners see it once its author makes it active. */
export function newCourseBody(values: NewCourseValues) {
  return { ...basicsOf(values), isActive: false };
}

// ---------------------------------------------------------------- module

export interface ModuleValues {
  title: string;
  description: string;
  estimatedHours: string;
  isRequired: boolean;
  isActive: boolean;
}

export const emptyModule: ModuleValues = {
  title: "",
  description: "",
  estimatedHours: "",
  isRequired: true,
  isActive: true,
};

export function moduleValues(module: WireAuthoringModule): ModuleValues {
  return {
    title: module.title,
    description: textOf(module.description),
    estimatedHours: Number(module.estimatedHours) === 0 ? "" : String(Number(module.estimatedHours)),
    isRequired: module.isRequired,
    isActive: module.isActive,
  };
}

export const moduleBody = (values: ModuleValues) => ({
  title: values.title,
  description: values.description,
  estimatedHours: values.estimatedHours.trim() || "0",
  isRequired: values.isRequired,
  isActive: values.isActive,
});

// ---------------------------------------------------------------- lesson

export interface LessonValues extends DurationValues {
  title: string;
  description: string;
  videoUrl: string;
  content: string;
  transcript: string;
  isRequired: boolean;
  isActive: boolean;
}

export const emptyLesson: LessonValues = {
  title: "",
  description: "",
  duration: "",
  durationValue: "",
  durationUnit: "minute",
  videoUrl: "",
  content: "",
  transcript: "",
  isRequired: true,
  isActive: true,
};

export const lessonValues = (lesson: WireAuthoringLesson): LessonValues => ({
  title: lesson.title,
  description: textOf(lesson.description),
  ...durationValues(lesson, "minute"),
  videoUrl: textOf(lesson.videoUrl),
  content: textOf(lesson.content),
  transcript: textOf(lesson.transcript),
  isRequired: lesson.isRequired,
  isActive: lesson.isActive,
});

export const lessonBody = ({ duration, durationValue, durationUnit, ...values }: LessonValues) => ({
  ...values,
  ...durationBody({ duration, durationValue, durationUnit }),
});

// ---------------------------------------------------------------- quiz

export interface QuizValues {
  title: string;
  description: string;
  passThreshold: string;
  timeLimit: string;
  maxAttempts: string;
  isRequired: boolean;
  isActive: boolean;
}

export const emptyQuiz: QuizValues = {
  title: "",
  description: "",
  passThreshold: "80",
  timeLimit: "",
  maxAttempts: "3",
  isRequired: true,
  isActive: true,
};

export const quizValues = (quiz: WireAuthoringQuiz): QuizValues => ({
  title: quiz.title,
  description: textOf(quiz.description),
  passThreshold: numberText(quiz.passThreshold),
  timeLimit: numberText(quiz.timeLimit),
  maxAttempts: numberText(quiz.maxAttempts),
  isRequired: quiz.isRequired,
  isActive: quiz.isActive,
});

export const quizBody = (values: QuizValues) => ({
  title: values.title,
  description: values.description,
  passThreshold: numberOrNull(values.passThreshold),
  timeLimit: numberOrNull(values.timeLimit),
  maxAttempts: numberOrNull(values.maxAttempts),
  isRequired: values.isRequired,
  isActive: values.isActive,
});

// ---------------------------------------------------------------- project

export interface ProjectValues {
  title: string;
  description: string;
  requirements: string;
  submissionFormat: "text" | "file";
  maxSubmissions: string;
  isRequired: boolean;
  isActive: boolean;
}

export const emptyProject: ProjectValues = {
  title: "",
  description: "",
  requirements: "",
  submissionFormat: "text",
  maxSubmissions: "1",
  isRequired: true,
  isActive: true,
};

export const projectValues = (project: WireAuthoringProject): ProjectValues => ({
  title: project.title,
  description: textOf(project.description),
  requirements: textOf(project.requirements),
  submissionFormat: project.submissionFormat,
  maxSubmissions: numberText(project.maxSubmissions),
  isRequired: project.isRequired,
  isActive: project.isActive,
});

export const projectBody = (values: ProjectValues) => ({
  title: values.title,
  description: values.description,
  requirements: values.requirements,
  submissionFormat: values.submissionFormat,
  maxSubmissions: numberOrNull(values.maxSubmissions),
  isRequired: values.isRequired,
  isActive: values.isActive,
});

// ---------------------------------------------------------------- question

export type QuestionType = "multiple_choice" | "true_false";

export interface QuestionValues {
  question: string;
  questionType: QuestionType;
  /** Multiple choice: the options as typed, and which one is right. */
  options: string[];
  correctIndex: number | null;
  /** True/false: the right answer. */
  trueFalseAnswer: TrueFalseAnswer;
  explanation: string;
  points: string;
}

export const MAX_OPTIONS = 8;
export const MIN_OPTIONS = 2;

export const emptyQuestion: QuestionValues = {
  question: "",
  questionType: "multiple_choice",
  options: ["", "", ""],
  correctIndex: null,
  trueFalseAnswer: "True",
  explanation: "",
  points: "1",
};

export function questionValues(question: WireAuthoringQuestion): QuestionValues {
  if (question.questionType === "true_false") {
    return {
      ...emptyQuestion,
      question: question.question,
      questionType: "true_false",
      trueFalseAnswer: question.correctAnswer === "False" ? "False" : "True",
      explanation: textOf(question.explanation),
      points: String(question.points),
    };
  }
  const options = question.options ?? [];
  const index = options.indexOf(question.correctAnswer);
  return {
    ...emptyQuestion,
    question: question.question,
    options: options.length > 0 ? [...options] : emptyQuestion.options,
    correctIndex: index === -1 ? null : index,
    explanation: textOf(question.explanation),
    points: String(question.points),
  };
}

export function questionBody(values: QuestionValues) {
  const points = values.points.trim() === "" ? 1 : Number(values.points);
  if (values.questionType === "true_false") {
    return {
      question: values.question,
      questionType: values.questionType,
      correctAnswer: values.trueFalseAnswer,
      explanation: values.explanation,
      points,
    };
  }
  const options = values.options.map((option) => option.trim());
  return {
    question: values.question,
    questionType: values.questionType,
    options,
    correctAnswer: values.correctIndex === null ? "" : (options[values.correctIndex] ?? ""),
    explanation: values.explanation,
    points,
  };
}

/** The options after removing one; the correct mark follows its option (or is cleared with it). */
export function removeOption(values: QuestionValues, index: number): QuestionValues {
  if (values.options.length <= MIN_OPTIONS) return values;
  const options = values.options.filter((_, position) => position !== index);
  let correctIndex = values.correctIndex;
  if (correctIndex === index) correctIndex = null;
  else if (correctIndex !== null && correctIndex > index) correctIndex -= 1;
  return { ...values, options, correctIndex };
}
