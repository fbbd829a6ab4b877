// Preloaded into the end-to-end servers (`node --import ./tests/e2e/support/exit-with-runner.ts`):
// when the Playwright runner that started them is gone (a killed `npm test`: Playwright starts its
// web servers in their own process group, so killing the run's group leaves them running), the
// server stops itself with SIGTERM, its own graceful shutdown. E2E_RUNNER_PID names the runner.
const runner = Number(process.env.E2E_RUNNER_PID);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds the id, so ours is gone as well.
    return (error as NodeJS.ErrnoException).code !== "ESRCH" && (error as NodeJS.ErrnoException).code !== "EPERM";
  }
}

if (Number.isInteger(runner) && runner > 0) {
  const watch = setInterval(() => {
    if (isAlive(runner)) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
    // A server that doesn't stop on SIGTERM within a while is stopped for good.
    setTimeout(() => process.exit(1), 10_000).unref();
  }, 500);
  watch.unref();
}

export {};
