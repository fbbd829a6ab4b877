import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentProps, InputHTMLAttributes } from "react";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "../../../shared/rules/locale";
import { cn } from "../../lib/cn";

const control =
  "w-full rounded-[var(--radius-control)] border border-line bg-white px-3 text-base text-ink placeholder:text-gray-500 " +
  "focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700/30 disabled:opacity-60";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-28 py-2", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-semibold text-ink", className)} {...props} />;
}

/** A native select: light, accessible, and good on phones. Options never have an empty value. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-11 pr-8", className)} {...props} />;
}

/** The language filter's value for "any language". */
const ANY = "all";

/**
 * "Language" with "All languages", English and Español (here with the form kit, which both pages
 * load anyway: a module of its own was one more chunk for each): the catalog's and the blog's filter by
 * the language a course is taught or a post is written in, as its author says (issue 12). Each
 * language is named in itself, with its lang.
 */
export function LanguageFilter({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  /** The field's name in its GET form (the catalog's and the blog's filters work before the script). */
  name?: string;
  value: Locale | undefined;
  onChange: (language: Locale | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Label htmlFor={id}>
        <Trans>Language</Trans>
      </Label>
      <NativeSelect
        id={id}
        name={name}
        value={value ?? ANY}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isLocale(next) ? next : undefined);
        }}
      >
        <option value={ANY}>{t`All languages`}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
