import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api";

/**
 * The at-risk card's dialogs about one student (the note, the nudge): mounted only while open, with
 * what it needs loaded first (`loading` meanwhile, `failed` and the error if the read fails).
 */
export function StudentDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  query,
  loading,
  failed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The read of what the dialog shows: made only while the dialog is open. */
  query: UseQueryOptions<T, Error, T, QueryKey>;
  loading: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={title} description={description}>
          <Loaded query={query} loading={loading} failed={failed}>
            {children}
          </Loaded>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Loaded<T>({
  query: options,
  loading,
  failed,
  children,
}: {
  query: UseQueryOptions<T, Error, T, QueryKey>;
  loading: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery(options);
  if (query.isPending) {
    return (
      <p aria-busy="true" className="text-ink-muted">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert">
        {failed} {errorMessage(query.error)}
      </p>
    );
  }
  return children(query.data);
}
