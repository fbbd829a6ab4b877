import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { cn } from "../../lib/cn";
import { dismissToast, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToasts, type ToastItem } from "./use-toast";

const HOTKEY = "F8";

/**
 * Toasts (spec 9): one at a time, each shown for 5000 ms (paused while hovered or focused),
 * swiped right past 50 px to dismiss; F8 focuses the area.
 *
 * The list is a live region: polite, or assertive for a destructive toast. Because it carries
 * `aria-live` from the first render, an open Radix Dialog leaves it in the accessibility tree
 * (its hideOthers spares live regions), so a toast raised from a dialog is still announced and
 * reachable.
 */
export function Toaster() {
  const { t } = useLingui();
  const shown = useToasts().filter((item) => item.open);
  const regionRef = useRef<HTMLElement>(null);
  const [isRegionFocused, setIsRegionFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY || event.code === HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = useCallback((id: string) => {
    // Focus would fall back to the page's start: keep it in the notifications area instead.
    const region = regionRef.current;
    const item = region?.querySelector(`[data-toast-id="${id}"]`);
    if (item?.contains(document.activeElement)) region?.focus();
    dismissToast(id);
  }, []);

  return (
    <section
      ref={regionRef}
      // The landmark's name, as Radix Toast named it: the hotkey that focuses it is part of it.
      aria-label={t`Notifications (${HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] w-full sm:max-w-md"
      onFocus={(event) => event.target === event.currentTarget && setIsRegionFocused(true)}
      onBlur={(event) => event.target === event.currentTarget && setIsRegionFocused(false)}
      // A press on a toast is not a press outside an open dialog: the dialog stays open.
      onPointerDown={(event) => event.stopPropagation()}
    >
      <ol
        aria-live={shown[0]?.variant === "destructive" ? "assertive" : "polite"}
        className="flex max-h-screen flex-col gap-2 p-4"
      >
        {shown.map((item) => (
          <Toast key={item.id} item={item} isRegionFocused={isRegionFocused} onClose={close} />
        ))}
      </ol>
    </section>
  );
}

interface ToastProps {
  item: ToastItem;
  /** F8 put the focus on the notifications area: the toast waits, as it does when focused. */
  isRegionFocused: boolean;
  onClose: (id: string) => void;
}

function Toast({ item, isRegionFocused, onClose }: ToastProps) {
  const { t } = useLingui();
  const { id } = item;
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = isHovered || hasFocus || isRegionFocused;
  const remaining = useRef(TOAST_DURATION);

  // The time left runs only while nobody points at or focuses the toast.
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onClose(id), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [isPaused, id, onClose]);

  const swipe = useSwipeRight(() => onClose(id));
  const isDestructive = item.variant === "destructive";

  return (
    <li
      data-toast-id={id}
      data-variant={item.variant ?? "default"}
      data-state="open"
      className={cn(
        "pointer-events-auto relative flex w-full touch-none items-start gap-3 rounded-[var(--radius-card)] border p-4 pr-10 shadow-[var(--shadow-raised)] select-none",
        "animate-fade-in transition-transform duration-200 ease-out data-[swipe=move]:transition-none",
        isDestructive ? "border-danger bg-danger text-white" : "border-line bg-surface text-ink",
      )}
      onPointerDown={swipe.onPointerDown}
      onPointerEnter={() => setIsHovered(true)}
      onPointerMove={swipe.onPointerMove}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHasFocus(false)}
      onKeyDown={(event) => event.key === "Escape" && onClose(id)}
    >
      <div className="grid gap-1">
        {item.title && <div className="font-semibold">{item.title}</div>}
        {item.description && <div className="text-sm opacity-95">{item.description}</div>}
      </div>
      <button
        type="button"
        aria-label={t`Dismiss notification`}
        onClick={() => onClose(id)}
        className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * Swipe right to dismiss, as Radix Toast did: the toast follows the pointer to the right once it
 * has moved a few pixels that way; let go past the threshold and it closes, short of it and it
 * slides back. A drag in another direction is not a swipe.
 */
function useSwipeRight(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const offset = useRef<number | null>(null);

  const reset = (element: HTMLElement) => {
    start.current = null;
    offset.current = null;
    element.style.removeProperty("transform");
    element.removeAttribute("data-swipe");
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!start.current) return;
      const x = event.clientX - start.current.x;
      const y = event.clientY - start.current.y;
      const element = event.currentTarget;
      const buffer = event.pointerType === "touch" ? 10 : 2;
      if (offset.current === null) {
        if (x > buffer) {
          element.setPointerCapture(event.pointerId);
        } else {
          if (Math.abs(x) > buffer || Math.abs(y) > buffer) start.current = null;
          return;
        }
      }
      offset.current = Math.max(0, x);
      element.setAttribute("data-swipe", "move");
      element.style.transform = `translateX(${offset.current}px)`;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const element = event.currentTarget;
      const moved = offset.current;
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
      if (moved === null) {
        start.current = null;
        return;
      }
      if (moved > TOAST_SWIPE_THRESHOLD) {
        start.current = null;
        onDismiss();
      } else {
        reset(element);
      }
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      reset(event.currentTarget);
    },
  };
}
