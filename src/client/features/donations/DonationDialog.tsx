import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Check, HeartHandshake } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Label } from "../../components/ui/form";
import { cn } from "../../lib/cn";
import { useIntlLocale } from "../../lib/i18n";
import {
  AMOUNT_STEP,
  canProceed,
  chosenAmount,
  formatDonation,
  IMPACT_MESSAGES,
  impactLines,
  MIN_DONATION,
  PRESET_AMOUNTS,
} from "./donation-logic";
import { PaymentUnavailableNotice } from "./PaymentUnavailableNotice";

type Step = "amount" | "payment";

/** Two steps: choose an amount, then pay (payments aren't configured yet, so a notice). */
export default function DonationDialog({
  open,
  onOpenChange,
  initialAmount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Chosen on opening: a preset when it is one, else the custom amount (issue 23: /donate?amount=). */
  initialAmount?: number;
}) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const id = useId();
  const [step, setStep] = useState<Step>("amount");
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState("");
  const noticeHeading = useRef<HTMLHeadingElement>(null);
  const amount = chosenAmount(preset, custom);
  const impact = impactLines(amount);
  const amountText = amount !== null ? formatDonation(amount, locale) : "";
  const minimum = formatDonation(MIN_DONATION, locale);

  const cameBack = useRef(false);

  useEffect(() => {
    if (!open || initialAmount === undefined) return;
    const isPreset = (PRESET_AMOUNTS as readonly number[]).includes(initialAmount);
    setPreset(isPreset ? initialAmount : null);
    setCustom(isPreset ? "" : String(initialAmount));
  }, [open, initialAmount]);

  // The focused button disappears with its step: keep focus inside the dialog, where the user is.
  useEffect(() => {
    if (step === "payment") noticeHeading.current?.focus();
    else if (cameBack.current) {
      cameBack.current = false;
      document.getElementById(`${id}-proceed`)?.focus();
    }
  }, [step, id]);

  // Closing, however it happens (Close, Escape, the overlay), starts the next visit afresh.
  function changeOpen(next: boolean) {
    if (!next) {
      setStep("amount");
      setPreset(null);
      setCustom("");
    }
    onOpenChange(next);
  }

  function proceed() {
    if (!canProceed(amount)) return;
    setStep("payment");
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={t`Make a Donation`}
        description={
          step === "amount"
            ? t`Your gift helps young people learn a trade and start a career.`
            : t`Your donation: ${amountText}`
        }
      >
        {step === "amount" ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              proceed();
            }}
          >
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">
                <Trans>Choose an amount</Trans>
              </legend>
              <div className="grid grid-cols-3 gap-2">
                {PRESET_AMOUNTS.map((value) => {
                  const isChosen = preset === value;
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => {
                        setPreset(value);
                        setCustom("");
                      }}
                      className={cn(
                        "h-12 cursor-pointer rounded-[var(--radius-control)] border-2 text-lg font-bold transition-colors",
                        isChosen
                          ? "border-brand-600 bg-brand-600 text-white"
                          : "border-line bg-surface text-ink hover:border-brand-200 hover:bg-brand-50",
                      )}
                    >
                      {formatDonation(value, locale)}
                    </button>
                  );
                })}
              </div>
            </fieldset>

            <div className="mt-4">
              <Label htmlFor={`${id}-custom`}>
                <Trans>Custom amount</Trans>
              </Label>
              <div className="relative">
                <span
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 font-semibold text-ink-muted"
                  aria-hidden="true"
                >
                  $
                </span>
                <Input
                  id={`${id}-custom`}
                  type="number"
                  inputMode="decimal"
                  min={MIN_DONATION}
                  step={AMOUNT_STEP}
                  placeholder={t`Other amount`}
                  value={custom}
                  onChange={(event) => {
                    setCustom(event.target.value);
                    setPreset(null);
                  }}
                  aria-describedby={`${id}-min`}
                  className="pl-7"
                />
              </div>
              <p id={`${id}-min`} className="mt-1 text-sm text-ink-muted">
                <Trans>Minimum donation is {minimum}.</Trans>
              </p>
            </div>

            <div aria-live="polite" className="mt-4">
              {impact.length > 0 && (
                <div className="rounded-[var(--radius-control)] bg-teal-50 p-4">
                  <p className="flex items-center gap-2 text-sm font-bold text-teal-900">
                    <HeartHandshake className="h-4 w-4" aria-hidden="true" /> <Trans>Your impact</Trans>
                  </p>
                  <ul className="mt-2 space-y-1 text-sm text-teal-900">
                    {impact.map((line) => (
                      <li key={line} className="flex gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                        {IMPACT_MESSAGES[line] ? i18n._(IMPACT_MESSAGES[line]) : line}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>

            <Button id={`${id}-proceed`} type="submit" size="lg" className="mt-5 w-full" disabled={!canProceed(amount)}>
              {amount !== null && amount > 0 ? t`Donate ${amountText}` : t`Donate`}
            </Button>
          </form>
        ) : (
          <div>
            <PaymentUnavailableNotice headingLevel="h3" headingRef={noticeHeading} />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button
                variant="outline"
                onClick={() => {
                  cameBack.current = true;
                  setStep("amount");
                }}
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> <Trans>Change Amount</Trans>
              </Button>
              <DialogClose asChild>
                <Button>
                  <Trans>Close</Trans>
                </Button>
              </DialogClose>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
