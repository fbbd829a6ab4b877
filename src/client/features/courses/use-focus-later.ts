import { useEffect, useState } from "react";

/** Focuses an element by id once the next render is on screen (the one that creates it). */
export function useFocusLater() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
