import { useCallback, useEffect, useRef, useState } from "react";
import { secondsLeft, TICK_MS } from "./quiz-rules";

/**
 * A countdown to `deadline` (epoch ms on this phone's clock, from the server's start), ticking
 * every second, that calls `onExpire` once at zero: at once when the deadline passed while the
 * page was away. Until the deadline is known it shows the whole limit and does not run. It counts
 * against the deadline rather than decrementing, so a throttled background tab, a sleeping phone
 * or a reload still ends on time. With no limit it only measures the time spent since `startedAt`.
 */
export function useCountdown(
  limitMinutes: number | null,
  deadline: number | null,
  startedAt: number | null,
  onExpire: () => void,
) {
  const totalSeconds = limitMinutes && limitMinutes > 0 ? limitMinutes * 60 : null;
  // The first render (server and hydration) shows the full time; the clock runs in the browser.
  const [left, setLeft] = useState(totalSeconds);
  const onExpireRef = useRef(onExpire);
  const startedAtRef = useRef(startedAt);

  useEffect(() => {
    onExpireRef.current = onExpire;
    startedAtRef.current = startedAt;
  });

  useEffect(() => {
    if (totalSeconds === null || deadline === null) return;
    const tick = () => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onExpireRef.current();
      }
    };
    // The first tick straight away: a restored deadline shows its time left at once.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [totalSeconds, deadline]);

  const elapsedMs = useCallback(() => {
    const since = startedAtRef.current;
    const elapsed = since === null ? 0 : Math.max(0, Date.now() - since);
    return totalSeconds === null ? elapsed : Math.min(elapsed, totalSeconds * 1000);
  }, [totalSeconds]);

  return { secondsLeft: left, running: totalSeconds !== null && deadline !== null, elapsedMs };
}
