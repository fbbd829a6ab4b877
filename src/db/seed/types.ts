import type { Locale } from "../../shared/rules/locale.js";
import type { SubmissionFormat } from "../schema/index.js";

/**
 * Authoring shapes for the demo catalog. Content files describe a course as a
 * tree; `index.ts` flattens it into table rows (order indexes, video counts and
 * the course's `modules` summary are derived, so they can't drift).
 */

export interface MultipleChoiceSeed {
  id: string;
  type: "multiple_choice";
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
  points?: number;
}

export interface TrueFalseSeed {
  id: string;
  type: "true_false";
  question: string;
  correctAnswer: "True" | "False";
  explanation: string;
  points?: number;
}

export type QuestionSeed = MultipleChoiceSeed | TrueFalseSeed;

export interface QuizSeed {
  id: string;
  title: string;
  description: string;
  passThreshold: number;
  /** Minutes. */
  timeLimit: number;
  maxAttempts: number;
  questions: QuestionSeed[];
}

export interface ProjectSeed {
  id: string;
  title: string;
  description: string;
  /** One checklist item per line. */
  requirements: string;
  submissionFormat: SubmissionFormat;
  maxSubmissions: number;
}

export interface LessonSeed {
  id: string;
  title: string;
  description: string;
  /** Text such as "12 min". */
  duration: string;
  /** Markdown. */
  content: string;
  /** A video address (YouTube, Vimeo or a file), when the lesson has a video. */
  videoUrl?: string;
  /** What the video says, plain text or simple Markdown (LESSON_TRANSCRIPT_MAX characters at most). */
  transcript?: string;
}

export interface ModuleSeed {
  id: string;
  title: string;
  /** Also the `objective` of the course's module summary. */
  description: string;
  /** Numeric string with two decimals, e.g. "2.50". */
  estimatedHours: string;
  lessons: LessonSeed[];
  quiz?: QuizSeed;
  project?: ProjectSeed;
}

export interface CourseSeed {
  id: string;
  /** File name of the cover image under public/images/courses/. */
  slug: string;
  title: string;
  description: string;
  category: string;
  isFree: boolean;
  /** Numeric string, "0" for free courses. */
  price: string;
  duration: string;
  rating: string;
  reviewCount: number;
  standards: string;
  isFeatured: boolean;
  isActive?: boolean;
  /** The language it is taught in; the demo's default (English) when left out. */
  language?: Locale;
  modules: ModuleSeed[];
}

/** The five programs named in the site footer. */
export const programNames = [
  "Carpentry & Woodworking",
  "Urban Gardening",
  "Financial Literacy",
  "Auto Mechanics",
  "Culinary Arts",
] as const;
export type ProgramName = (typeof programNames)[number];
