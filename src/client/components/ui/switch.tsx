import { cn } from "../../lib/cn";

/**
 * An on/off switch: a button with role="switch" and aria-checked. It is named by `label`
 * (aria-label), or by a <label htmlFor={id}> beside it (a button is labelable: clicking that
 * label toggles it too, as SwitchField does). It does nothing without the page's script: a tap
 * before the script has run is kept and replayed (data-replay, shared/tap-replay.ts).
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  disabled,
  id,
  className,
  ...aria
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name when no <label> names it, e.g. "Published: {title}". */
  label?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  "aria-describedby"?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      data-replay=""
      id={id}
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50",
        checked ? "bg-teal-700" : "bg-gray-500",
        className,
      )}
      {...aria}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}
