import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";

export const moveButtonId = (key: string, direction: "up" | "down") => `move-${direction}-${key}`;

/** Up and down buttons for one entry of an ordered list (a keyboard-friendly alternative to dragging). */
export function MoveButtons({
  moveKey,
  label,
  index,
  count,
  busy,
  onMove,
}: {
  /** Unique on the page: the buttons' ids, so focus can follow the entry after a move. */
  moveKey: string;
  /** What moves, for screen readers ('Move "Safety first" up'). */
  label: string;
  index: number;
  count: number;
  /** A write is under way: clicks wait (the buttons stay enabled, so the focus stays put). */
  busy?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  if (count < 2) return null;
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        id={moveButtonId(moveKey, "up")}
        data-index={index}
        variant="outline"
        size="sm"
        className="w-9 px-0"
        aria-label={`Move "${label}" up`}
        disabled={index === 0}
        onClick={() => !busy && onMove(-1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        id={moveButtonId(moveKey, "down")}
        data-index={index}
        variant="outline"
        size="sm"
        className="w-9 px-0"
        aria-label={`Move "${label}" down`}
        disabled={index === count - 1}
        onClick={() => !busy && onMove(1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * After a move the entry's buttons are re-rendered elsewhere (and one may now be disabled):
 * put the focus back on the same button, or its twin, and announce the new position.
 */
export function useMoveFocus() {
  const [pending, setPending] = useState<{ key: string; direction: "up" | "down"; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Runs after every render until the entry's buttons are on screen in their new place (the
  // new order may arrive a render after the call that asked for the focus).
  useEffect(() => {
    if (!pending) return;
    const target = [pending.direction, pending.direction === "up" ? "down" : "up"]
      .map((direction) => document.getElementById(moveButtonId(pending.key, direction as "up" | "down")))
      .find(
        (button) =>
          button instanceof HTMLButtonElement && !button.disabled && button.dataset.index === String(pending.index),
      );
    if (!target) return;
    target.focus();
    setPending(null);
  });

  return {
    announcement,
    /** The entry `key` went from `from` one place up or down. */
    moved: (key: string, from: number, delta: -1 | 1, message: string) => {
      setPending({ key, direction: delta === -1 ? "up" : "down", index: from + delta });
      setAnnouncement(message);
    },
  };
}
