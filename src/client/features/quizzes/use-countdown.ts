import { useCallback, useEffect, useRef, useState } from "react";
import { secondsLeft, TICK_MS } from "./quiz-rules";

/**
 * A countdown from `limitMinutes`, ticking every second, that calls `onExpire` once at zero.
 * It counts against a deadline rather than decrementing, so a throttled background tab or a
 * sleeping phone still ends on time. With no limit it only measures the time spent.
 */
export function useCountdown(limitMinutes: number | null, onExpire: () => void) {
  const totalSeconds = limitMinutes && limitMinutes > 0 ? limitMinutes * 60 : null;
  // The first render (server and hydration) shows the full time; the clock starts in the browser.
  const [left, setLeft] = useState(totalSeconds);
  const startedAt = useRef<number | null>(null);
  const onExpireRef = useRef(onExpire);

  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    const start = Date.now();
    startedAt.current = start;
    if (totalSeconds === null) return;
    const deadline = start + totalSeconds * 1000;
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onExpireRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [totalSeconds]);

  const elapsedMs = useCallback(() => {
    const elapsed = startedAt.current === null ? 0 : Date.now() - startedAt.current;
    return totalSeconds === null ? elapsed : Math.min(elapsed, totalSeconds * 1000);
  }, [totalSeconds]);

  return { secondsLeft: left, elapsedMs };
}
