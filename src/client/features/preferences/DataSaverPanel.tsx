import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Gauge } from "lucide-react";
import { useState } from "react";
import { Card } from "../../components/ui/card";
import { Switch } from "../../components/ui/switch";
import { setDataSaver, useDataSaver } from "../../lib/data-saver";

/** The dashboard's "Data saver" switch: smaller images and no video previews, on this browser. */
export function DataSaverPanel() {
  const queryClient = useQueryClient();
  const on = useDataSaver();
  const [isSwitching, setSwitching] = useState(false);

  // The service worker first forgets the pages it keeps, which were made for the other choice (they
  // vary by the cookie, and its caches key pages by address alone); only once it says so (or did
  // not answer in time) does the choice apply, so nothing after it reads an old copy. Offline
  // learning's code loads with the choice, as the language switch's does, not with the dashboard;
  // when it cannot load (no connection, no worker yet) that is a worker that did not answer.
  const choose = async (checked: boolean) => {
    setSwitching(true);
    try {
      const { clearRuntimeCaches } = await import("../offline");
      await clearRuntimeCaches();
    } catch {
      // Nothing to clear that can be reached: the choice applies below.
    } finally {
      setDataSaver(queryClient, checked);
      setSwitching(false);
    }
  };
  return (
    <section aria-labelledby="data-saver-heading">
      <Card className="p-5">
        <h2 id="data-saver-heading" className="flex items-center gap-2 text-lg font-bold">
          <Gauge className="h-5 w-5 text-brand-600" aria-hidden="true" />
          <Trans>Phone data</Trans>
        </h2>
        <div className="mt-4 flex items-start gap-3">
          <Switch
            id="data-saver"
            checked={on}
            disabled={isSwitching}
            onCheckedChange={(checked) => void choose(checked)}
            className="mt-0.5"
            aria-describedby="data-saver-hint"
          />
          <div className="min-w-0">
            <label htmlFor="data-saver" className="block cursor-pointer text-sm font-semibold text-ink">
              <Trans>Data saver</Trans>
            </label>
            <p id="data-saver-hint" className="text-sm text-ink-muted">
              <Trans>Loads smaller images and no video previews</Trans>
            </p>
          </div>
        </div>
      </Card>
    </section>
  );
}
