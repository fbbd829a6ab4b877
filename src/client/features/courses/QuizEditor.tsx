/** A quiz's settings and its questions: add, edit, reorder and (after a confirmation) delete. */
import { CheckCircle2, Circle, Plus, Trash2, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { questionInput, quizInput } from "../../../shared/contracts/quizzes.forms";
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_PASS_THRESHOLD,
  MAX_ATTEMPTS_LIMIT,
  PASS_THRESHOLD_MAX,
  QUESTION_POINTS_MAX,
  TIME_LIMIT_MAX_MINUTES,
  TRUE_FALSE_OPTIONS,
} from "../../../shared/rules/quizzes";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input } from "../../components/ui/form";
import { cn } from "../../lib/cn";
import {
  emptyQuestion,
  emptyQuiz,
  MAX_OPTIONS,
  MIN_OPTIONS,
  questionBody,
  questionValues,
  quizBody,
  quizValues,
  removeOption,
  type QuestionType,
} from "./authoring-forms";
import { ChoiceField, SelectField } from "../../components/ui/choice-field";
import { CountField, FieldError, TextAreaField } from "../../components/ui/field";
import { AuthoringFormElement, FormFooter, ItemFormFooter, ItemSwitches, TitleAndDescription } from "./form-sections";
import { countLabel } from "./labels";
import { MoveButtons, useMoveFocus } from "./MoveButtons";
import { QuizAttempts } from "./QuizAttempts";
import { byOrder, moveEntry } from "./order";
import type { WireAuthoringCourse, WireAuthoringQuestion, WireAuthoringQuiz } from "./queries";
import { useAuthoringForm } from "./use-authoring-form";
import { useAuthoringSave } from "./use-authoring-save";
import { useFocusLater } from "./use-focus-later";

const QUIZ_FIELDS = ["title", "description", "passThreshold", "timeLimit", "maxAttempts", "isRequired", "isActive"];

/** The quiz just created: the module's quiz with the highest order number. */
function newestQuiz(tree: WireAuthoringCourse, moduleId: string) {
  const quizzes = tree.modules.find((module) => module.id === moduleId)?.quizzes ?? [];
  return byOrder(quizzes).at(-1) ?? null;
}

export function QuizEditor({
  moduleId,
  quiz,
  justCreated,
  onCreated,
}: {
  moduleId: string;
  quiz: WireAuthoringQuiz | null;
  /** The quiz was created a moment ago in this dialog: its first question comes next. */
  justCreated: boolean;
  /** A new quiz stays open, so its questions can be added next. */
  onCreated: (quizId: string) => void;
}) {
  useEffect(() => {
    if (justCreated) document.getElementById(ADD_QUESTION_ID)?.focus();
  }, [justCreated]);
  return (
    <div className="grid gap-6">
      <QuizForm moduleId={moduleId} quiz={quiz} onCreated={onCreated} />
      {quiz && <QuestionsEditor quiz={quiz} />}
      {quiz && !justCreated && <QuizAttempts quizId={quiz.id} />}
      {quiz && (
        <div className="flex justify-end border-t border-line pt-4">
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </div>
      )}
    </div>
  );
}

function QuizForm({
  moduleId,
  quiz,
  onCreated,
}: {
  moduleId: string;
  quiz: WireAuthoringQuiz | null;
  onCreated: (quizId: string) => void;
}) {
  const id = useId();
  const form = useAuthoringForm(quiz ? quizValues(quiz) : emptyQuiz, QUIZ_FIELDS);

  async function onSubmit() {
    const result = await form.submit(quizInput, {
      method: quiz ? "PATCH" : "POST",
      url: quiz ? `/api/staff/quizzes/${quiz.id}` : `/api/staff/modules/${moduleId}/quizzes`,
      body: quizBody(form.values),
      done: quiz ? "The quiz settings are updated." : "The quiz is added. Add its questions next.",
    });
    if (result?.ok && !quiz) {
      const created = newestQuiz(result.tree, moduleId);
      if (created) onCreated(created.id);
    }
  }

  return (
    <AuthoringFormElement form={form} onSubmit={onSubmit}>
      <TitleAndDescription idPrefix={id} form={form} rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CountField
          id={`${id}-threshold`}
          label="Pass threshold (%)"
          max={PASS_THRESHOLD_MAX}
          hint={`Blank means ${DEFAULT_PASS_THRESHOLD}%.`}
          {...form.field("passThreshold")}
        />
        <CountField
          id={`${id}-time`}
          label="Time limit (minutes)"
          max={TIME_LIMIT_MAX_MINUTES}
          hint="Blank means no limit."
          {...form.field("timeLimit")}
        />
        <CountField
          id={`${id}-attempts`}
          label="Max attempts"
          max={MAX_ATTEMPTS_LIMIT}
          hint={`Blank means ${DEFAULT_MAX_ATTEMPTS}.`}
          {...form.field("maxAttempts")}
        />
      </div>
      <ItemSwitches idPrefix={id} form={form} requiredHint="Learners must pass it to complete the course." />
      {quiz ? (
        <FormFooter isPending={form.isPending} label="Save Quiz" />
      ) : (
        <ItemFormFooter noun="Quiz" isNew isPending={form.isPending} />
      )}
    </AuthoringFormElement>
  );
}

// ---------------------------------------------------------------- questions

const typeLabel: Record<QuestionType, string> = { multiple_choice: "Multiple choice", true_false: "True or false" };
const editButtonId = (questionId: string) => `edit-question-${questionId}`;
const ADD_QUESTION_ID = "add-question";

function QuestionsEditor({ quiz }: { quiz: WireAuthoringQuiz }) {
  const headingId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WireAuthoringQuestion | null>(null);
  const { save, isPending } = useAuthoringSave();
  const { announcement, moved } = useMoveFocus();
  const focusLater = useFocusLater();
  const questions = byOrder(quiz.questions);

  async function move(index: number, delta: -1 | 1) {
    const question = questions[index];
    const next = moveEntry(questions, index, delta);
    if (!question || !next) return;
    const result = await save({
      method: "PUT",
      url: `/api/staff/quizzes/${quiz.id}/questions/order`,
      body: { ids: next.map((entry) => entry.id) },
      done: "The question order is updated.",
    });
    if (result.ok)
      moved(question.id, index, delta, `Question moved to position ${index + delta + 1} of ${questions.length}.`);
  }

  async function remove(question: WireAuthoringQuestion) {
    const result = await save({
      method: "DELETE",
      url: `/api/staff/questions/${question.id}`,
      done: "The question is deleted.",
    });
    if (result.ok) {
      setDeleting(null);
      focusLater(ADD_QUESTION_ID);
    }
  }

  function closeForm(questionId: string | null) {
    setEditing(null);
    focusLater(questionId ? editButtonId(questionId) : ADD_QUESTION_ID);
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          Questions ({questions.length})
        </h3>
        <p className="text-sm text-ink-muted">
          {countLabel(
            questions.reduce((sum, question) => sum + question.points, 0),
            "point",
          )}{" "}
          in total
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {questions.length === 0 && editing !== "new" && (
        <p className="rounded-lg bg-paper p-4 text-sm text-ink-muted">
          No questions yet. Learners can take the quiz once it has at least one question.
        </p>
      )}
      {questions.length > 0 && (
        <ol className="grid gap-3">
          {questions.map((question, index) => (
            <li key={question.id}>
              {editing === question.id ? (
                <QuestionForm
                  quizId={quiz.id}
                  question={question}
                  number={index + 1}
                  onDone={() => closeForm(question.id)}
                />
              ) : (
                <QuestionCard
                  question={question}
                  number={index + 1}
                  actions={
                    <>
                      <MoveButtons
                        moveKey={question.id}
                        label={`Question ${index + 1}`}
                        index={index}
                        count={questions.length}
                        busy={isPending || editing !== null}
                        onMove={(delta) => void move(index, delta)}
                      />
                      <Button
                        id={editButtonId(question.id)}
                        variant="outline"
                        size="sm"
                        disabled={editing !== null}
                        onClick={() => setEditing(question.id)}
                      >
                        Edit<span className="sr-only"> question {index + 1}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger hover:bg-danger-soft"
                        disabled={editing !== null}
                        onClick={() => setDeleting(question)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                        Delete<span className="sr-only"> question {index + 1}</span>
                      </Button>
                    </>
                  }
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {editing === "new" ? (
        <QuestionForm quizId={quiz.id} question={null} number={questions.length + 1} onDone={() => closeForm(null)} />
      ) : (
        <div>
          <Button
            id={ADD_QUESTION_ID}
            variant="secondary"
            disabled={editing !== null}
            onClick={() => setEditing("new")}
          >
            <Plus className="h-5 w-5" aria-hidden="true" /> Add Question
          </Button>
        </div>
      )}

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title="Delete this question?"
            description={`"${deleting.question}" will be removed from the quiz. This can't be undone.`}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" disabled={isPending} onClick={() => void remove(deleting)}>
                {isPending ? "Deleting..." : "Delete Question"}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

function QuestionCard({
  question,
  number,
  actions,
}: {
  question: WireAuthoringQuestion;
  number: number;
  actions: ReactNode;
}) {
  const options = question.options ?? (question.questionType === "true_false" ? [...TRUE_FALSE_OPTIONS] : []);
  return (
    <article
      className="rounded-[var(--radius-control)] border border-line bg-white p-4"
      aria-label={`Question ${number}`}
    >
      <p className="font-semibold break-words">
        <span className="text-ink-muted">{number}. </span>
        {question.question}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge tone="teal">{typeLabel[question.questionType]}</Badge>
        <Badge tone="neutral">{countLabel(question.points, "point")}</Badge>
      </div>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {options.map((option, index) => {
          const isCorrect = option === question.correctAnswer;
          return (
            <li key={index} className={cn("flex items-start gap-2", isCorrect && "font-semibold text-success")}>
              {isCorrect ? (
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
              )}
              <span className="min-w-0 break-words">
                {option}
                {isCorrect && <span className="ml-2 text-xs tracking-wide uppercase">(Correct)</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {question.explanation && (
        <p className="mt-3 text-sm text-ink-muted">
          <span className="font-semibold text-ink">Explanation: </span>
          {question.explanation}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">{actions}</div>
    </article>
  );
}

const QUESTION_FIELDS = ["question", "questionType", "options", "correctAnswer", "explanation", "points"];

function QuestionForm({
  quizId,
  question,
  number,
  onDone,
}: {
  quizId: string;
  question: WireAuthoringQuestion | null;
  number: number;
  onDone: () => void;
}) {
  const id = useId();
  const form = useAuthoringForm(question ? questionValues(question) : emptyQuestion, QUESTION_FIELDS);
  const { values, setValues, set, errors } = form;

  const setOption = (index: number, text: string) =>
    setValues((current) => ({
      ...current,
      options: current.options.map((option, position) => (position === index ? text : option)),
    }));

  async function onSubmit() {
    const result = await form.submit(questionInput, {
      method: question ? "PATCH" : "POST",
      url: question ? `/api/staff/questions/${question.id}` : `/api/staff/quizzes/${quizId}/questions`,
      body: questionBody(values),
      done: question ? "The question is updated." : "The question is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <AuthoringFormElement
      form={form}
      onSubmit={onSubmit}
      aria-label={question ? `Edit question ${number}` : "New question"}
      className="grid gap-4 rounded-[var(--radius-control)] border-2 border-teal-700/40 bg-teal-50/40 p-4"
    >
      <TextAreaField id={`${id}-question`} label={`Question ${number}`} {...form.field("question")} rows={2} />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <SelectField
          id={`${id}-type`}
          label="Type"
          value={values.questionType}
          onValueChange={(value) => set("questionType")(value === "true_false" ? "true_false" : "multiple_choice")}
          options={[
            { value: "multiple_choice", label: typeLabel.multiple_choice },
            { value: "true_false", label: typeLabel.true_false },
          ]}
          error={errors.questionType}
        />
        <CountField id={`${id}-points`} label="Points" max={QUESTION_POINTS_MAX} {...form.field("points")} />
      </div>

      {values.questionType === "true_false" ? (
        <ChoiceField
          name={`${id}-tf`}
          legend="Correct answer"
          value={values.trueFalseAnswer}
          onValueChange={set("trueFalseAnswer")}
          choices={TRUE_FALSE_OPTIONS.map((option) => ({ value: option, label: option }))}
          error={errors.correctAnswer}
        />
      ) : (
        <fieldset
          aria-describedby={
            [
              `${id}-options-hint`,
              errors.options ? `${id}-options-error` : "",
              errors.correctAnswer ? `${id}-answer-error` : "",
            ]
              .filter(Boolean)
              .join(" ") || undefined
          }
        >
          <legend className="text-sm font-semibold text-ink">Options</legend>
          <p id={`${id}-options-hint`} className="mb-2 text-sm text-ink-muted">
            Type each answer and mark the correct one.
          </p>
          <ol className="grid gap-2">
            {values.options.map((option, index) => (
              <li key={index} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-correct`}
                  checked={values.correctIndex === index}
                  onChange={() => set("correctIndex")(index)}
                  aria-label={`Option ${index + 1} is the correct answer`}
                  className="h-5 w-5 shrink-0 accent-teal-700"
                />
                <Input
                  value={option}
                  onChange={(event) => setOption(index, event.target.value)}
                  aria-label={`Option ${index + 1}`}
                  aria-invalid={errors.options ? true : undefined}
                  className="min-w-0 flex-1"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-9 shrink-0 px-0"
                  aria-label={`Remove option ${index + 1}`}
                  disabled={values.options.length <= MIN_OPTIONS}
                  onClick={() => setValues((current) => removeOption(current, index))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <FieldError id={`${id}-options`} error={errors.options} />
          <FieldError id={`${id}-answer`} error={errors.correctAnswer} />
          {values.options.length < MAX_OPTIONS && (
            <Button
              variant="link"
              size="sm"
              className="mt-1"
              onClick={() => setValues((current) => ({ ...current, options: [...current.options, ""] }))}
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Option
            </Button>
          )}
        </fieldset>
      )}

      <TextAreaField
        id={`${id}-explanation`}
        label="Explanation (optional)"
        hint="Why the answer is right."
        {...form.field("explanation")}
        rows={2}
      />
      <FormFooter isPending={form.isPending} label={question ? "Save Question" : "Add Question"} cancel={onDone} />
    </AuthoringFormElement>
  );
}
