import { lazy, Suspense, useEffect, useState } from "react";

const PushSwitch = lazy(() => import("./PushSwitch"));

/**
 * The "Reminders on this phone" switch, only where the browser has PushManager: nothing in the
 * server's HTML (it can't know), and its code loads after the page, once the browser says yes.
 */
export function PushReminders({ className }: { className?: string }) {
  const [possible, setPossible] = useState(false);
  useEffect(() => setPossible(pushIsPossible()), []);
  if (!possible) return null;
  return (
    <Suspense fallback={null}>
      <PushSwitch className={className} />
    </Suspense>
  );
}

/** Whether this browser can get pushes at all: service workers, PushManager and notifications. */
export function pushIsPossible(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}
