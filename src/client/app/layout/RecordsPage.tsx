import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { ListState } from "../../components/staff/ListState";
import type { Editing, EditingProps } from "../../components/staff/RecordManager";
import { Button } from "../../components/ui/button";
import { AdminLayout } from "./AdminLayout";

/**
 * An admins' page of records (blog posts, mentors, success stories): the staff frame with a New
 * button, the list once it has loaded, and which record the edit dialog shows. `children` renders
 * the subject's manager.
 */
export function RecordsPage<T extends { id: string }>({
  title,
  newLabel,
  query,
  label,
  children,
}: {
  title: string;
  newLabel: string;
  query: UseQueryOptions<T[], Error, T[], readonly unknown[]>;
  /** What the list holds, e.g. "blog posts" (its loading and error states say it). */
  label: string;
  children: (records: T[], editing: EditingProps<T>) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return (
    <AdminLayout
      title={title}
      roles={["admin"]}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {newLabel}
        </Button>
      }
    >
      <RecordList query={query} label={label}>
        {(records) => children(records, { editing, onEdit: setEditing, onClose: () => setEditing(null) })}
      </RecordList>
    </AdminLayout>
  );
}

/** Asks for the list only inside the frame, which shows it to admins alone. */
function RecordList<T>({
  query,
  label,
  children,
}: {
  query: UseQueryOptions<T[], Error, T[], readonly unknown[]>;
  label: string;
  children: (records: T[]) => ReactNode;
}) {
  return (
    <ListState query={useQuery(query)} label={label}>
      {children}
    </ListState>
  );
}
