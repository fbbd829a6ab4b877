import { useLingui } from "@lingui/react/macro";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A centred dialog; Radix traps focus inside. Closing it (Esc, Close, the overlay, its own
 * buttons) returns focus to whatever opened it: Radix returns it to a DialogTrigger only, and most
 * of our dialogs open from a plain button or link (the donation dialog from any donate button, the
 * booking dialog from a mentor's "Book Now"), so the element that had focus when it opened is
 * remembered and focused again (WCAG 2.4.3).
 */
export function DialogContent({
  className,
  children,
  title,
  description,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-raised)]",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        // Called before focus moves in, while the opener still has it.
        onOpenAutoFocus={() => (opener.current = document.activeElement as HTMLElement | null)}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 font-display text-xl font-bold">{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-ink-muted hover:bg-brand-50 hover:text-ink"
          aria-label={t`Close`}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's last row: Cancel (closes the dialog), then its action, which submits the dialog's
 * form unless it has `onAction`, and reads `pendingLabel` while `isPending`. On phones the action
 * comes first, above Cancel.
 */
export function DialogFooter({
  label,
  pendingLabel,
  isPending = false,
  isDisabled = false,
  onAction,
  destructive = false,
  cancelLabel,
  className,
}: {
  label: string;
  pendingLabel: string;
  isPending?: boolean;
  /** The action can't run now (say why next to it); Cancel still works. */
  isDisabled?: boolean;
  onAction?: () => void;
  destructive?: boolean;
  cancelLabel?: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel ?? t`Cancel`}</Button>
      </DialogClose>
      <Button
        type={onAction ? "button" : "submit"}
        variant={destructive ? "destructive" : "primary"}
        disabled={isPending || isDisabled}
        onClick={onAction}
      >
        {isPending ? pendingLabel : label}
      </Button>
    </div>
  );
}
