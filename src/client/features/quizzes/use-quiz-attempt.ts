import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { AttemptResult, QuizStart, QuizStartState } from "../../../shared/contracts/quizzes";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest, statusMessage } from "../../lib/api";
import type { WireQuiz } from "../../lib/queries";
import {
  attemptResultToast,
  onCallOutcome,
  queuedQuizAttempts,
  queueQuizAttempt,
  submissionFailed,
  type CallOutcome,
  type QuizAttemptCall,
} from "../offline";
import type * as AutosaveStore from "./autosave-store";
import {
  attemptKey,
  autosaveRecord,
  fitToQuiz,
  hasProgress,
  localDeadline,
  type QuizAutosave,
} from "./autosave-record";
import { timeSpentMinutes, type Answers } from "./quiz-rules";
import { useCountdown } from "./use-countdown";

/** An attempt's result as JSON: the completion time arrives as an ISO string. */
export type WireAttemptResult = Omit<AttemptResult, "completedAt"> & { completedAt: string };

/** Why the screen is waiting: the phone says it is offline, or it is online and the server is not answering. */
export type WaitReason = "offline" | "unreachable";

/** How long a submission waits for the attempt's start call before it goes anyway. */
const START_PATIENCE_MS = 3000;

type WireQuizStart = { [K in keyof QuizStart]: QuizStart[K] extends Date ? string : string | null };
type WireQuizStartState = { [K in keyof QuizStartState]: WireQuizStart | null };
type StoreModule = typeof AutosaveStore;

/**
 * restoring: reading what the phone saved and asking the server for an attempt already running
 * (right after hydration); ready: a timed quiz's Start screen, its clock not started; taking: the
 * questions.
 */
export type QuizPhase = "restoring" | "ready" | "taking";
type Phase = QuizPhase;

/** What the phone keeps of this attempt, always current (the state is what the screen shows). */
interface Kept {
  index: number;
  answers: Answers;
  deadline: number | null;
  startedAt: number | null;
}

type AttemptBody = QuizAttemptCall["body"];

/** Gone for good: the attempt cannot be sent again (out of attempts, passed elsewhere, no longer served). */
const isFinalRefusal = (status: number) => [403, 404, 409].includes(status);

/**
 * One attempt at a quiz, without its screen: the phases, the autosave on the phone
 * (autosave-store.ts, loaded after hydration: a reload or a crash comes back to the same
 * question, answers and deadline), the clock kept in step with the server's start of the attempt,
 * the countdown that submits at zero, and sending. A submission goes through the offline queue
 * (features/offline, kind "quiz-attempt"): kept on the phone before the first try, sent by the
 * sync runner with the queue's retry policy, after a reload or from another page too; this
 * screen shows what became of it while it is open. QuizTaker shows it.
 */
export function useQuizAttempt({
  quiz,
  userId,
  attemptNumber,
  onSubmitted,
}: {
  quiz: WireQuiz;
  userId: string;
  /** This attempt's number: the attempts before it plus one. */
  attemptNumber: number;
  /** timedOut: the countdown sent the answers at zero. */
  onSubmitted: (result: WireAttemptResult, answers: Answers, timedOut: boolean) => void;
}) {
  const questionIds = quiz.questions.map((question) => question.id);
  const limitMinutes = quiz.timeLimit && quiz.timeLimit > 0 ? quiz.timeLimit : null;
  const key = attemptKey(userId, quiz.id, attemptNumber);
  const { i18n } = useLingui();

  const [phase, setPhaseState] = useState<Phase>("restoring");
  // The phase as of now, for a tap that comes between a phase change and its render.
  const phaseNow = useRef<Phase>("restoring");
  const setPhase = (next: Phase) => {
    phaseNow.current = next;
    setPhaseState(next);
  };
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [deadline, setDeadline] = useState<number | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [restored, setRestored] = useState(false);
  const [waitReason, setWaitReason] = useState<WaitReason | null>(null);
  const [isSending, setSending] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  const kept = useRef<Kept>({ index: 0, answers: {}, deadline: null, startedAt: null });
  const store = useRef<Promise<StoreModule> | null>(null);
  const submitting = useRef(false);
  // The attempt was answered: nothing more to restore or start.
  const finished = useRef(false);
  // The server's start of this attempt; a submission waits for it a moment (see submit).
  const started = useRef<Promise<unknown>>(Promise.resolve());
  // Start Quiz was pressed before the screen knew whether an attempt is running (see begin).
  const startRequested = useRef(false);
  // The countdown sent the answers at zero.
  const timedOut = useRef(false);

  /** Writes what is kept to the phone; storage that fails (a private window, a full disk) only loses the autosave. */
  const persist = () => {
    const { index, answers, deadline, startedAt } = kept.current;
    if (startedAt === null || !store.current) return;
    const record = autosaveRecord({
      userId,
      quizId: quiz.id,
      attemptNumber,
      index,
      answers,
      deadline,
      startedAt,
    });
    void store.current.then((module) => module.saveAutosave(key, record)).catch(() => undefined);
  };

  const forget = (recordKey = key) => {
    void store.current?.then((module) => module.clearAutosave(recordKey)).catch(() => undefined);
  };

  const keep = (next: Partial<Kept>) => {
    kept.current = { ...kept.current, ...next };
    if (next.index !== undefined) setIndex(next.index);
    if (next.answers !== undefined) setAnswers(next.answers);
    if (next.deadline !== undefined) setDeadline(next.deadline);
    if (next.startedAt !== undefined) setStartedAt(next.startedAt);
    persist();
  };

  const showResult = (result: WireAttemptResult, sent: Answers) => {
    toast(attemptResultToast(result, i18n));
    onSubmitted(result, sent, timedOut.current);
  };

  const showFailure = (description: string) => {
    toast({ title: i18n._(submissionFailed), description, variant: "destructive" });
  };

  /** What became of this student's attempt at this quiz in the queue; true when shown here. */
  const onOutcome = useEffectEvent((outcome: CallOutcome): boolean => {
    const { call } = outcome;
    if (call.kind !== "quiz-attempt" || call.userId !== userId || call.quizId !== quiz.id) return false;
    if (outcome.type === "retrying") {
      setWaitReason(navigator.onLine ? "unreachable" : "offline");
      return true;
    }
    const recordKey = attemptKey(userId, quiz.id, call.body.attemptNumber);
    setWaitReason(null);
    setSending(false);
    if (outcome.type === "sent") {
      finished.current = true;
      forget(recordKey);
      showResult(outcome.answer as WireAttemptResult, call.body.answers);
      return true;
    }
    submitting.current = false;
    // The answers stay on screen (and on the phone) to send again, unless the attempt is gone for good.
    if (isFinalRefusal(outcome.status)) forget(recordKey);
    showFailure(`${outcome.status}: ${outcome.message}`);
    return true;
  });

  /** Without storage for the queue (some private windows): one try, and the answer or the refusal shown. */
  const sendOnce = (body: AttemptBody) => {
    apiRequest<WireAttemptResult>("POST", `/api/quizzes/${encodeURIComponent(quiz.id)}/attempts`, body).then(
      (result) => {
        setSending(false);
        finished.current = true;
        forget();
        showResult(result, body.answers);
      },
      (error: unknown) => {
        setSending(false);
        submitting.current = false;
        if (error instanceof ApiError && isFinalRefusal(error.status)) forget();
        showFailure(statusMessage(error));
      },
    );
  };

  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    setSending(true);
    const body = { answers: { ...kept.current.answers }, timeSpent: timeSpentMinutes(elapsedMs()), attemptNumber };
    // A start still on its way would otherwise arrive after the attempt and time the next one;
    // one that hangs on a bad connection holds the answers back for a few seconds at most.
    const patience = new Promise((resolve) => setTimeout(resolve, START_PATIENCE_MS));
    void Promise.race([started.current, patience]).then(() =>
      queueQuizAttempt({ userId, quizId: quiz.id, courseId: quiz.courseId, quizTitle: quiz.title, body }).then(
        () => {
          // Kept on the phone: the sync runner sends it now, or when the connection returns.
          if (!navigator.onLine) setWaitReason("offline");
        },
        () => sendOnce(body),
      ),
    );
  };

  const expire = () => {
    timedOut.current = true;
    submit();
  };

  const { secondsLeft, running, elapsedMs } = useCountdown(limitMinutes, deadline, startedAt, expire);

  /**
   * Asks the server for this attempt's start (its clock) and, for a timed quiz, counts down to
   * the deadline it answers. Resolves true once the quiz can go on, false when there was no answer.
   */
  const startOnServer = async (restoredDeadline: number | null): Promise<boolean> => {
    const request = apiRequest<WireQuizStart>("POST", `/api/quizzes/${encodeURIComponent(quiz.id)}/start`);
    started.current = request.catch(() => undefined);
    try {
      const answer = await request;
      const now = Date.now();
      const serverDeadline = localDeadline(answer.deadline, answer.now, now);
      if (limitMinutes === null) return true;
      // The server's deadline is the one that counts, after a reload too. One already past when
      // this phone kept none is a start left open long ago (another phone, an older page): the
      // attempt is timed from now, and staff still see the server's measure.
      const fresh = serverDeadline === null || (serverDeadline <= now && restoredDeadline === null);
      const next = fresh ? now + limitMinutes * 60_000 : serverDeadline;
      keep({ deadline: next, startedAt: next - limitMinutes * 60_000 });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) return false;
      // A refused start only leaves the attempt unmeasured: it never stops the quiz.
      if (limitMinutes !== null && restoredDeadline === null) {
        const now = Date.now();
        keep({ deadline: now + limitMinutes * 60_000, startedAt: now });
      }
      return true;
    }
  };

  /** Start Quiz on the Start screen: the clock (the server's, then this phone's) starts now. */
  const startNow = async () => {
    if (starting) return;
    setStartFailed(false);
    setStarting(true);
    if (phaseNow.current === "restoring") {
      // Still reading the phone and asking the server: begin starts once it knows there is nothing to resume.
      startRequested.current = true;
      return;
    }
    const ok = await startOnServer(null);
    setStarting(false);
    if (ok) setPhase("taking");
    else setStartFailed(true);
  };

  /**
   * A timed quiz with nothing on this phone: an attempt the server still has running (started on
   * another phone, or its autosave lost) goes on to its deadline; otherwise the Start screen.
   */
  const resumeOrWait = async () => {
    let open: WireQuizStart | null = null;
    if (navigator.onLine) {
      try {
        const answer = await apiRequest<WireQuizStartState>("GET", `/api/quizzes/${encodeURIComponent(quiz.id)}/start`);
        open = answer.start;
      } catch {
        // Unreachable: the Start screen says so if starting fails too.
      }
    }
    const now = Date.now();
    const openDeadline = open && localDeadline(open.deadline, open.now, now);
    if (limitMinutes !== null && openDeadline !== null && openDeadline > now) {
      keep({ deadline: openDeadline, startedAt: openDeadline - limitMinutes * 60_000 });
      setStarting(false);
      setPhase("taking");
      return;
    }
    if (startRequested.current) {
      const ok = navigator.onLine && (await startOnServer(null));
      setStarting(false);
      if (ok) {
        setPhase("taking");
        return;
      }
      setStartFailed(navigator.onLine);
    }
    setPhase("ready");
  };

  /** After the phone's record is read: restore it, then carry on (or show a timed quiz's Start screen). */
  const begin = useEffectEvent((record: QuizAutosave | undefined) => {
    if (record) {
      // An answer picked while the record was being read wins over the saved one.
      const moved = kept.current.index > 0;
      const answers = { ...record.answers, ...kept.current.answers };
      keep({
        index: moved ? kept.current.index : record.index,
        answers,
        startedAt: record.startedAt,
        ...(record.deadline !== null ? { deadline: record.deadline } : {}),
      });
      if (hasProgress(record)) setRestored(true);
    }
    const restoredDeadline = record?.deadline ?? null;
    if (limitMinutes !== null && restoredDeadline !== null && restoredDeadline <= Date.now()) {
      // Time ran out while the page was away: the countdown submits at once (spec: auto-submit at zero).
      setPhase("taking");
      return;
    }
    if (limitMinutes === null || restoredDeadline !== null) {
      // Untimed, or timed with the server's deadline kept here: go on now, check with the server meanwhile.
      if (kept.current.startedAt === null) keep({ startedAt: Date.now() });
      setStarting(false);
      setPhase("taking");
      void startOnServer(restoredDeadline);
      return;
    }
    void resumeOrWait();
  });

  /**
   * A submission still on the phone (sent before a reload, or sent and its answer lost): the sync
   * runner sends it (the server answers a repeat with the attempt it recorded); this screen waits
   * for it and shows the result.
   */
  const resume = useEffectEvent((call: QuizAttemptCall, record: QuizAutosave | undefined) => {
    if (record && call.body.attemptNumber === attemptNumber) {
      keep({ index: record.index, answers: { ...record.answers, ...call.body.answers }, startedAt: record.startedAt });
    }
    setPhase("taking");
    submitting.current = true;
    setSending(true);
    if (!navigator.onLine) setWaitReason("offline");
  });

  useEffect(() => {
    // Start Quiz pressed before the page's code ran: the form came back here with ?start=1
    // (QuizTaker). Taken once, and out of the address so a reload does not start again.
    const url = new URL(window.location.href);
    if (url.searchParams.get("start") === "1") {
      startRequested.current = true;
      setStarting(true);
      url.searchParams.delete("start");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    const stopListening = onCallOutcome(onOutcome);
    const module = import("./autosave-store");
    store.current = module;
    let cancelled = false;
    void (async () => {
      let record: QuizAutosave | undefined;
      let waiting: QuizAttemptCall | undefined;
      try {
        waiting = (await queuedQuizAttempts(userId, quiz.id))[0];
      } catch {
        // No IndexedDB here: nothing can be waiting.
      }
      try {
        const { listQuizAutosaves, clearAutosave } = await module;
        for (const [recordKey, saved] of await listQuizAutosaves(userId, quiz.id)) {
          if (saved.attemptNumber === attemptNumber) record = saved;
          // Kept until its submission is answered.
          else if (saved.attemptNumber !== waiting?.body.attemptNumber) void clearAutosave(recordKey);
        }
      } catch {
        // No IndexedDB here (a private window, storage turned off): the quiz works without autosave.
      }
      // Cancelled, or the waiting submission was answered while this was read.
      if (cancelled || finished.current) return;
      if (waiting) resume(waiting, record);
      else begin(record && fitToQuiz(record, questionIds));
    })();
    return () => {
      cancelled = true;
      stopListening();
    };
    // Once per attempt: another attempt is another QuizTaker (the page changes its key).
  }, [userId, quiz.id, attemptNumber]);

  const goTo = (next: number) => {
    // The "restored" note has done its job once the student carries on.
    setRestored(false);
    keep({ index: next });
  };

  const choose = (questionId: string, answer: string) => {
    setRestored(false);
    keep({ answers: { ...kept.current.answers, [questionId]: answer } });
  };

  return {
    phase,
    limitMinutes,
    index,
    answers,
    restored,
    waitReason,
    starting,
    startFailed,
    secondsLeft,
    running,
    isSending,
    goTo,
    choose,
    submit,
    startNow,
  };
}
