import { useEffect, useState } from "react";
import { onQueueChange } from "./sync-events";

/**
 * Whether this person's completion of this lesson waits on the phone to be sent (another person's
 * on a shared phone does not count). Read after hydration (the queue lives in IndexedDB, loaded on
 * demand), so the server and the first render say no.
 */
export function usePendingCompletion(lessonId: string, userId: string | null): boolean {
  const [isPending, setPending] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    const read = () => {
      if (!userId) {
        setPending(false);
        return;
      }
      import("./sync-queue")
        .then((queue) => queue.queuedLessonIds(userId))
        .then((ids) => {
          if (isCurrent) setPending(ids.has(lessonId));
        })
        .catch(() => {
          // No IndexedDB (a private window on some phones): nothing can be waiting.
        });
    };
    read();
    const stop = onQueueChange(read);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [lessonId, userId]);
  return isPending;
}
