/**
 * Runs ffmpeg or ffprobe: arguments as an array (no shell, so no file name is ever parsed as a
 * command), no standard input, a time limit after which the process is killed, and the end of its
 * error output kept for the reason of a failure.
 */
import { spawn } from "node:child_process";

export interface RunOptions {
  /** Killed (SIGKILL) when still running after this long. */
  timeoutMs: number;
  cwd?: string;
  /** Each complete line of standard output, as it comes (ffmpeg's `-progress pipe:1`). */
  onLine?: (line: string) => void;
  /** The child's process id, once started (tests check it is gone after a kill). */
  onSpawn?: (pid: number) => void;
  /** Keep the whole standard output (ffprobe's JSON); otherwise only lines are passed on. */
  collectStdout?: boolean;
}

export interface RunResult {
  stdout: string;
  /** The last few kilobytes of standard error. */
  stderr: string;
}

/** The process ran out of time and was killed. */
export class ToolTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`stopped after ${Math.round(timeoutMs / 1000)} s`);
    this.name = "ToolTimeoutError";
  }
}

/** The process ended with an error status (or could not start). */
export class ToolFailedError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`exited with ${exitCode}: ${lastLine(stderr)}`);
    this.name = "ToolFailedError";
  }
}

const STDERR_KEEP = 8 * 1024;

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split("\n")
      .findLast((line) => line.trim()) ?? ""
  );
}

export function runTool(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      shell: false,
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
    });
    let stdout = "";
    let pending = "";
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);

    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (options.collectStdout) stdout += chunk;
      if (!options.onLine) return;
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) options.onLine(line.trimEnd());
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new ToolFailedError(null, error.message));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new ToolTimeoutError(options.timeoutMs));
      else if (code !== 0) reject(new ToolFailedError(code, stderr));
      else resolve({ stdout, stderr });
    });
  });
}
