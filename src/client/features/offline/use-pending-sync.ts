import { useEffect, useState } from "react";
import { onQueueChange } from "./sync-events";

/**
 * Whether this lesson's completion waits on the phone to be sent. Read after hydration (the
 * queue lives in IndexedDB, loaded on demand), so the server and the first render say no.
 */
export function usePendingCompletion(lessonId: string): boolean {
  const [isPending, setPending] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    const read = () => {
      import("./sync-queue")
        .then((queue) => queue.queuedLessonIds())
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
  }, [lessonId]);
  return isPending;
}
