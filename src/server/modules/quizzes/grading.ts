import { DEFAULT_PASS_THRESHOLD } from "../../../shared/contracts/quizzes.js";

export interface GradableQuestion {
  id: string;
  correctAnswer: string;
  points: number;
}

export interface Grade {
  /** Percent of the points, rounded down. */
  score: number;
  earnedPoints: number;
  totalPoints: number;
  passed: boolean;
  correct: Map<string, boolean>;
}

const normalise = (answer: string) => answer.trim().toLowerCase();

/**
 * Grades answers (question id to chosen answer text). An unanswered question earns nothing.
 * Answers compare ignoring case and surrounding spaces ("true" matches "True").
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: Readonly<Record<string, string>>,
  passThreshold: number | null | undefined,
): Grade {
  const threshold = passThreshold ?? DEFAULT_PASS_THRESHOLD;
  const correct = new Map<string, boolean>();
  let earnedPoints = 0;
  let totalPoints = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    const isCorrect = answer !== undefined && normalise(answer) === normalise(question.correctAnswer);
    correct.set(question.id, isCorrect);
    totalPoints += question.points;
    if (isCorrect) earnedPoints += question.points;
  }
  const score = totalPoints === 0 ? 0 : Math.floor((earnedPoints * 100) / totalPoints);
  return { score, earnedPoints, totalPoints, passed: score >= threshold, correct };
}
