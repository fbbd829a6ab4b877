import { useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { useState } from "react";
import { apiRequest, errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../../shared/rules/locale";
import { toast } from "../../components/ui/use-toast";

/**
 * Keeps the choice (a cookie, and the account of a signed-in person), has the service worker
 * forget the pages it keeps (they were made in the other language, and its caches key pages by
 * address alone), then loads the page again in the new language: the server renders it, with
 * that language's messages only.
 */
async function chooseLocale(locale: Locale) {
  await apiRequest("PUT", "/api/user/locale", { locale });
  // Offline learning's names load with the choice: its barrel would bring its light code into every page's first load.
  const { SW_MESSAGES } = await import("../offline");
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.clearRuntime });
  window.location.reload();
}

/** English / Español: in the header's menu and the footer. Each language is named in itself. */
export function LanguageSwitch({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState<Locale | null>(null);
  const current = i18n.locale as Locale;
  return (
    <div role="group" aria-label={t`Language`} className={cn("flex items-center gap-1", className)}>
      <Languages className={cn("h-4 w-4", tone === "dark" ? "text-teal-100" : "text-ink-muted")} aria-hidden="true" />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending !== null}
          onClick={() => {
            if (locale === current) return;
            setPending(locale);
            chooseLocale(locale).catch((error: unknown) => {
              setPending(null);
              toast({ title: errorMessage(error), variant: "destructive" });
            });
          }}
          className={cn(
            "min-h-9 rounded-md px-2 text-sm font-semibold underline-offset-4 transition-colors",
            tone === "dark"
              ? "text-teal-50 hover:bg-white/10 aria-pressed:underline"
              : "text-ink hover:bg-brand-50 hover:text-brand-700 aria-pressed:text-brand-700 aria-pressed:underline",
          )}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
