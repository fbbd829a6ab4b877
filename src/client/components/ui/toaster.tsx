import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "./use-toast";

/** Toasts: 5000 ms each, swipe right past 50 px to dismiss, F8 focuses the area (Radix's default hotkey). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          data-variant={item.variant ?? "default"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-[var(--radius-card)] border p-4 pr-10 shadow-[var(--shadow-raised)]",
            "data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
            item.variant === "destructive" ? "border-danger bg-danger text-white" : "border-line bg-surface text-ink",
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-md" />
    </ToastPrimitive.Provider>
  );
}
