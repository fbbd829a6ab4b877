import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogFooter } from "../ui/dialog";

/** "Are you sure?" before a change that matters; the confirm button shows progress. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  destructive = false,
  isPending = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <DialogFooter
          className="mt-6"
          label={confirmLabel}
          pendingLabel={pendingLabel}
          isPending={isPending}
          onAction={onConfirm}
          destructive={destructive}
          cancelLabel={cancelLabel}
        />
      </DialogContent>
    </Dialog>
  );
}
