import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/form";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { isValidEmail } from "./blog-logic";

/** SUBSCRIBE_MESSAGE (shared/rules/newsletter.ts), in the page's language. */
const subscribeMessage = msg`Almost there! Check your inbox to confirm your subscription.`;

/**
 * The newsletter sign-up (double opt-in): the server answers the same for every address and
 * emails a confirmation link, so the toast asks the reader to check the inbox.
 */
export function NewsletterForm({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const dark = tone === "dark";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t`Please enter a valid email address.`);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiRequest("POST", "/api/newsletter/subscribe", { email: email.trim() });
      setEmail("");
      toast({ title: t`Check Your Inbox`, description: i18n._(subscribeMessage) });
    } catch (failure) {
      toast({ title: t`Subscription Failed`, description: errorMessage(failure), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-[var(--radius-card)] p-6 sm:p-8",
        dark ? "bg-teal-900 text-white" : "border border-line bg-brand-50",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
            dark ? "bg-white/15 text-white" : "bg-brand-100 text-brand-700",
          )}
        >
          <Mail className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold">
            <Trans>Stay in the Loop</Trans>
          </h2>
          <p className={cn("mt-1", dark ? "text-teal-50" : "text-ink-muted")}>
            <Trans>Get trade tips, career advice and student stories in your inbox.</Trans>
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <Label htmlFor={`${id}-email`} className={cn("sr-only")}>
            <Trans>Email address</Trans>
          </Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t`Enter your email`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p
              id={`${id}-error`}
              className={cn("mt-1.5 text-sm font-semibold", dark ? "text-amber-100" : "text-danger")}
            >
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant={dark ? "light" : "primary"} disabled={isPending}>
          {isPending ? t`Subscribing...` : t`Subscribe`}
        </Button>
      </form>
    </section>
  );
}
