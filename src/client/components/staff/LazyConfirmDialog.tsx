import { lazy, Suspense, type ComponentProps } from "react";
import { useOpenedOnce } from "../ui/use-opened-once";
import type { ConfirmDialog as Eager } from "./ConfirmDialog";

const ConfirmDialog = lazy(() => import("./ConfirmDialog").then((module) => ({ default: module.ConfirmDialog })));

/** ConfirmDialog whose code (Radix Dialog, about 10 kB) loads when it first opens. */
export function LazyConfirmDialog(props: ComponentProps<typeof Eager>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
