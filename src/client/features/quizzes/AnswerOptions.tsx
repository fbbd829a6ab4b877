import { cn } from "../../lib/cn";

/**
 * One question's answers as native radio buttons: arrow keys move between them, Space picks,
 * and each option is a large labelled tile that is easy to hit on a small touch screen.
 */
export function AnswerOptions({
  name,
  options,
  value,
  onChange,
  labelOf = (option) => option,
  langOf,
}: {
  name: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (answer: string) => void;
  /** The words shown for an option (a translated "True"); the option itself is the answer sent. */
  labelOf?: (option: string) => string;
  /** An option's lang when it is authored text (the course's language); none for words of the page's. */
  langOf?: (option: string) => string | undefined;
}) {
  return (
    <div className="grid gap-3">
      {options.map((option, index) => {
        const id = `${name}-${index}`;
        const checked = value === option;
        return (
          <label
            key={option}
            htmlFor={id}
            className={cn(
              "flex min-h-14 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border-2 px-4 py-3 transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700",
              checked ? "border-teal-700 bg-teal-50" : "border-line bg-white hover:border-teal-600 hover:bg-teal-50/50",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option}
              checked={checked}
              onChange={() => onChange(option)}
              className="h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none"
            />
            <span lang={langOf?.(option)} className="text-base leading-snug break-words text-ink">
              {labelOf(option)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
