import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { Switch } from "../../components/ui/switch";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { readPushState, turnPushOff, turnPushOn, type PushState } from "./push-subscription";

/**
 * "Reminders on this phone": a session's reminder an hour before comes as a notification on this
 * phone instead of an email. Turning it on asks the browser's permission (on the tap, never
 * before) and subscribes; off unsubscribes. Not shown where the browser can't get pushes.
 */
export default function PushSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const id = useId();
  const [state, setState] = useState<PushState | "loading">("loading");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((read) => live && setState(read))
      .catch(() => live && setState("unsupported"));
    return () => {
      live = false;
    };
  }, []);

  if (state === "loading" || state === "unsupported") return null;

  async function change(on: boolean) {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === "on")
        toast({ title: t`Reminders On`, description: t`This phone will show your session reminders.` });
      else if (next === "off" && !on)
        toast({ title: t`Reminders Off`, description: t`Reminders come by email again.` });
    } catch (error) {
      toast({ title: t`Could Not Change Reminders`, description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          <Trans>Reminders on this phone</Trans>
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {state === "blocked" ? (
            <Trans>Notifications are blocked for this site in the browser&apos;s settings.</Trans>
          ) : (
            <Trans>A notification an hour before a session, instead of an email.</Trans>
          )}
        </p>
      </div>
      <Switch
        id={id}
        checked={state === "on"}
        disabled={busy || state === "blocked"}
        aria-describedby={`${id}-description`}
        onCheckedChange={(on) => void change(on)}
      />
    </div>
  );
}
