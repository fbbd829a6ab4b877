import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "../../components/ui/button";
import { createI18n, documentLocale, loadMessages } from "../../lib/i18n";

/**
 * "A new version is ready": shown when a new deploy's service worker waits (features/offline/register.ts).
 * It stays until the student chooses: a toast would leave after five seconds, and the student may
 * be in the middle of a lesson. Reload lets the new worker take over and reloads the page; Later
 * keeps the current version until every tab of ours has closed.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<"open" | "reloading" | "closed">("open");
  if (state === "closed") return null;
  return (
    <section
      aria-labelledby="tsa-update-title"
      className="fixed inset-x-0 bottom-0 z-[90] p-3 sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-sm sm:p-0"
    >
      <div className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-raised)]">
        <p id="tsa-update-title" role="status" className="w-full font-semibold text-ink sm:w-auto sm:flex-1">
          <Trans>A new version is ready</Trans>
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setState("closed")}>
            <Trans>Later</Trans>
          </Button>
          <Button
            size="sm"
            disabled={state === "reloading"}
            onClick={() => {
              setState("reloading");
              onReload();
            }}
          >
            {state === "reloading" ? t`Reloading...` : t`Reload`}
          </Button>
        </div>
      </div>
    </section>
  );
}

let shown = false;

/**
 * Mounts the prompt once, outside the app's own tree (it needs none of its state), in the page's
 * language (its messages are the chunk the page loaded already).
 */
export function showUpdatePrompt(onReload: () => void) {
  if (shown) return;
  shown = true;
  const locale = documentLocale();
  void loadMessages(locale).then((messages) => {
    const host = document.createElement("div");
    host.id = "tsa-update";
    document.body.append(host);
    createRoot(host).render(
      <I18nProvider i18n={createI18n(locale, messages)}>
        <UpdatePrompt onReload={onReload} />
      </I18nProvider>,
    );
  });
}
