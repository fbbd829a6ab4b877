import { useState } from "react";

/**
 * True from the first time `open` is true. A dialog whose code loads on demand mounts then, and
 * stays mounted so it can close (and hand focus back) like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
