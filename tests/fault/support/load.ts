/** One request of a write load and how it ended. */
export interface Outcome {
  step: "register" | "enroll" | "complete" | "book";
  email: string;
  target: string;
  /** HTTP status, or "dropped" when the connection failed without an answer. */
  status: number | "dropped";
  json: boolean;
  message?: string;
  /** The id of what a 2xx answer created (a booking). */
  id?: string;
  start: number;
  end: number;
}

export interface LoadOptions {
  /** App base addresses; worker i writes to targets[i % targets.length]. */
  targets: string[];
  concurrency: number;
  /** With a lesson of a free course, each new student also enrols and completes it (a transaction). */
  lesson?: { courseId: string; lessonId: string };
  /**
   * With a mentor, each worker signs up once and then books sessions back to back: a light
   * write (no password hashing) whose answers come quickly, to time a recovery.
   */
  mentorId?: string;
}

let serial = 0;

/**
 * Students signing up (and completing a lesson) back to back until stopped. Every request is
 * recorded, so a test can check what was acknowledged against what the database holds.
 */
export class WriteLoad {
  readonly outcomes: Outcome[] = [];
  private stopped = false;
  private readonly workers: Promise<void>[] = [];
  private readonly waiters: { test: () => boolean; resolve: () => void }[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): this {
    for (let index = 0; index < this.options.concurrency; index++) {
      const target = this.options.targets[index % this.options.targets.length]!;
      this.workers.push(this.work(target));
    }
    return this;
  }

  async stop(): Promise<Outcome[]> {
    this.stopped = true;
    await Promise.all(this.workers);
    return this.outcomes;
  }

  /** Resolves when test() holds, checked after each request; bounded by timeoutMs. */
  until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const from = this.outcomes.length;
      const timer = setTimeout(
        () => reject(new Error(`load: not ${what} within ${timeoutMs} ms; ${this.describe(from)}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** What the load saw since outcome `from`: counts by step and status, and the last refusal's message. */
  private describe(from: number): string {
    const recent = this.outcomes.slice(from);
    const counts: Record<string, number> = {};
    for (const outcome of recent)
      counts[`${outcome.step} ${outcome.status}`] = (counts[`${outcome.step} ${outcome.status}`] ?? 0) + 1;
    const refused = recent.filter((outcome) => !isOk(outcome)).at(-1);
    return `since then ${JSON.stringify(counts)}${refused ? `, last refusal: ${refused.step} ${refused.status} ${refused.message ?? ""}` : ""}`;
  }

  acknowledged(step: Outcome["step"]): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.step === step && isOk(outcome));
  }

  private record(outcome: Outcome) {
    this.outcomes.push(outcome);
    for (const waiter of [...this.waiters]) {
      if (waiter.test()) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  private async work(target: string) {
    const mentorId = this.options.mentorId;
    let cookie: string | undefined;
    while (!this.stopped) {
      if (mentorId && cookie) {
        await this.request(target, "book", "", `/api/mentors/${mentorId}/book`, cookie, {
          scheduledAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
          duration: 30,
          topic: "Fault test",
        });
        continue;
      }
      const email = `load-${process.pid}-${serial++}-${Math.random().toString(36).slice(2, 8)}@example.org`;
      const registered = await this.request(target, "register", email, "/api/auth/register", undefined, {
        email,
        password: "correct-horse-battery-staple",
        firstName: "Load",
      });
      if (mentorId) cookie = registered.cookie;
      const lesson = this.options.lesson;
      if (!registered.ok || !lesson || this.stopped) continue;
      const enrolled = await this.request(
        target,
        "enroll",
        email,
        `/api/courses/${lesson.courseId}/enroll`,
        registered.cookie,
      );
      if (!enrolled.ok || this.stopped) continue;
      await this.request(target, "complete", email, `/api/lessons/${lesson.lessonId}/complete`, registered.cookie);
    }
  }

  private async request(
    target: string,
    step: Outcome["step"],
    email: string,
    path: string,
    cookie?: string,
    body?: unknown,
  ): Promise<{ ok: boolean; cookie?: string }> {
    const start = performance.now();
    try {
      const response = await fetch(`${target}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body ?? {}),
      });
      const text = await response.text();
      let message: string | undefined;
      let id: string | undefined;
      let json = false;
      try {
        ({ message, id } = JSON.parse(text) as { message?: string; id?: string });
        json = true;
      } catch {
        message = text.slice(0, 200);
      }
      const outcome: Outcome = { step, email, target, status: response.status, json, start, end: performance.now() };
      if (message !== undefined && !response.ok) outcome.message = message;
      if (id !== undefined && response.ok) outcome.id = id;
      this.record(outcome);
      const setCookie = response.headers.get("set-cookie")?.split(";")[0];
      return { ok: response.ok, ...(setCookie ? { cookie: setCookie } : {}) };
    } catch {
      this.record({ step, email, target, status: "dropped", json: false, start, end: performance.now() });
      return { ok: false };
    }
  }
}

export const isOk = (outcome: Outcome) => typeof outcome.status === "number" && outcome.status < 300;
