import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/form";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/cn";
import { isValidEmail } from "./blog-logic";

/**
 * The newsletter sign-up. There is no newsletter service yet, so nothing is sent or stored:
 * a valid address gets an honest "opens soon" message instead of a false confirmation.
 */
export function NewsletterForm({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const dark = tone === "dark";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError("Please enter a valid email address.");
      return;
    }
    setError(null);
    setEmail("");
    toast({
      title: "Subscriptions Open Soon",
      description: "Our newsletter isn't sending yet, so we haven't saved your address. Please check back soon!",
    });
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
            Stay in the Loop
          </h2>
          <p className={cn("mt-1", dark ? "text-teal-50" : "text-ink-muted")}>
            Get trade tips, career advice and student stories in your inbox.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Label htmlFor={`${id}-email`} className={cn("sr-only")}>
            Email address
          </Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Enter your email"
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
        <Button type="submit" variant={dark ? "light" : "primary"}>
          Subscribe
        </Button>
      </form>
    </section>
  );
}
