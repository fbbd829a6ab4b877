import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast area loads once the page is idle (or at the first toast, if sooner): it is not
 * needed to show the page, so it stays out of the first download. Toasts raised before it
 * arrives wait in the store and show when it mounts.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
