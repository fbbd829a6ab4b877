/**
 * What the blog, mentor and story managers share: a list of records with an empty state, a row
 * with an on/off switch and an Edit button, and the dialog whose form adds or edits a record.
 */
import type { LucideIcon } from "lucide-react";
import { Pencil } from "lucide-react";
import { Fragment, type FormEvent, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Dialog, DialogContent, DialogFooter } from "../ui/dialog";
import { TextAreaField, TextField } from "../ui/field";
import { Switch } from "../ui/switch";
import { IMAGE_URL_MAX, IMAGE_URL_MESSAGE, isSafeImageUrl } from "../../../shared/rules/records";
import { fieldErrors } from "../../lib/field-errors";
import { useForm, type FieldErrors } from "../../lib/use-form";
import { useAdminMutation } from "../../lib/use-admin-mutation";

/** The record in the dialog: "new" for a new one, null when the dialog is closed. */
export type Editing<T> = T | "new" | null;

/** Which record the dialog shows, and how the page opens and closes it. */
export interface EditingProps<T> {
  editing: Editing<T>;
  onEdit: (record: T | "new") => void;
  onClose: () => void;
}

export function RecordManager<T extends { id: string }>({
  records,
  summary,
  empty,
  listLabel,
  renderRow,
  renderDialog,
  editing,
  onEdit,
  onClose,
}: EditingProps<T> & {
  records: T[];
  /** A line above the list: how many there are and what they are for. */
  summary: ReactNode;
  empty: { icon: LucideIcon; title: string; text: string };
  listLabel: string;
  /** The row of a record: a RecordRow. */
  renderRow: (record: T, onEdit: () => void) => ReactNode;
  /** The dialog's content for the record, or for a new one (null): a RecordDialog. */
  renderDialog: (record: T | null) => ReactNode;
}) {
  return (
    <>
      <p className="mb-4 text-ink-muted">{summary}</p>
      {records.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <empty.icon className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">{empty.title}</h2>
          <p className="mt-1 text-ink-muted">{empty.text}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={listLabel}>
          {records.map((record) => (
            <Fragment key={record.id}>{renderRow(record, () => onEdit(record))}</Fragment>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
        {/* Keyed, so the form starts afresh for each record. */}
        {editing !== null && (
          <Fragment key={editing === "new" ? "new" : editing.id}>
            {renderDialog(editing === "new" ? null : editing)}
          </Fragment>
        )}
      </Dialog>
    </>
  );
}

/** A row's on/off switch: saving it PATCHes `{ [field]: checked }` to the record's URL. */
export interface RowSwitch<T> {
  url: string;
  field: keyof T & string;
  checked: boolean;
  /** URL prefixes of the queries the change affects. */
  invalidates: string[];
  success: (saved: T) => { title: string; description?: string };
  /** The switch's accessible name, e.g. "Published: {title}". */
  label: string;
  /** What the switch shows beside it, e.g. "Published". */
  text: string;
}

/** A record in the list: what `children` show, then its switch, the Edit button and anything in `after`. */
export function RecordRow<T>({
  headingId,
  toggle,
  editLabel,
  onEdit,
  after,
  children,
}: {
  /** The id of the record's heading, which names the row. */
  headingId: string;
  toggle: RowSwitch<T>;
  editLabel: string;
  onEdit: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  const update = useAdminMutation<boolean, T>({
    request: (checked) => ({ method: "PATCH", url: toggle.url, body: { [toggle.field]: checked } }),
    invalidates: toggle.invalidates,
    success: toggle.success,
    errorTitle: "Update Failed",
  });
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" role="article" aria-labelledby={headingId}>
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <Switch
              checked={toggle.checked}
              disabled={update.isPending}
              label={toggle.label}
              onCheckedChange={(checked) => update.mutate(checked)}
            />
            <span aria-hidden="true">{toggle.text}</span>
          </span>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={editLabel}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
          </Button>
          {after}
        </div>
      </Card>
    </li>
  );
}

const DEFAULT_AVATAR = "/images/default-avatar.svg";

/** A person's photo beside what `children` say about them. */
export function PersonSummary({ imageUrl, children }: { imageUrl: string | null; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 gap-4">
      <img
        src={imageUrl || DEFAULT_AVATAR}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
      />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A record's form, on the form kit (lib/use-form.ts): a submit that, when `validate` finds
 * nothing, sends `body(values)`: a PATCH to `url`/{id} for the record being edited, a POST to
 * `url` for a new one (`record` null). The server's field errors show beside their fields.
 */
export function useRecordForm<F extends object, T extends { id: string }>({
  record,
  initial,
  validate,
  url,
  body,
  invalidates,
  success,
  onSaved,
}: {
  record: T | null;
  initial: F;
  validate: (form: F) => FieldErrors;
  url: string;
  body: (form: F) => unknown;
  /** URL prefixes of the queries the save changes. */
  invalidates: string[];
  success: (saved: T) => { title: string; description?: string };
  onSaved: () => void;
}) {
  const form = useForm<F>(initial);
  const save = useAdminMutation<F, T>({
    request: (values) =>
      record
        ? { method: "PATCH", url: `${url}/${record.id}`, body: body(values) }
        : { method: "POST", url, body: body(values) },
    invalidates,
    success,
    errorTitle: "Save Failed",
    onSuccess: onSaved,
    onError: (error) => form.showErrors(fieldErrors(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form.values);
    form.showErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form.values);
  };

  return {
    form: form.values,
    set: form.set,
    field: form.field,
    formRef: form.formRef,
    onSubmit,
    isPending: save.isPending,
  };
}

/** The dialog's form: its fields, then Cancel and the submit button. */
export function RecordDialog({
  title,
  formRef,
  onSubmit,
  isPending,
  submitLabel,
  children,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogContent title={title} className="max-w-2xl">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        {children}
        <DialogFooter className="mt-2" label={submitLabel} pendingLabel="Saving..." isPending={isPending} />
      </form>
    </DialogContent>
  );
}

/** What `field(key)` of useRecordForm gives a TextEntry. */
interface FieldBinding<V = string> {
  value: V;
  onValueChange: (value: V) => void;
  error: string | undefined;
}

/** A text field of the kit, or its text area when it has `rows`. */
export function TextEntry({
  rows,
  className,
  ...props
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** The text area's classes. */
  className?: string;
}) {
  if (rows) {
    const { inputMode: _inputMode, autoComplete: _autoComplete, ...area } = props;
    return <TextAreaField {...area} rows={rows} textareaClassName={className} />;
  }
  return <TextField {...props} />;
}

/** The image address field every record has: a site path or an https address. */
export function ImageAddressEntry({ id, ...binding }: { id: string } & FieldBinding) {
  return (
    <TextEntry
      id={id}
      label="Image address"
      hint="A site path (/images/…) or an https address."
      {...binding}
      maxLength={IMAGE_URL_MAX}
      inputMode="url"
    />
  );
}

/** A switch in a record's form, its label shown beside it. */
export function SwitchEntry({
  id,
  label,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} label={label} onCheckedChange={onCheckedChange} />
      <span aria-hidden="true" className="font-semibold">
        {label}
      </span>
    </div>
  );
}

/** "{label} is required" (the server's words) for each of these fields left blank, in this order. */
export function blankErrors<F>(form: F, labels: { [K in keyof F]?: F[K] extends string ? string : never }) {
  const errors: Record<string, string> = {};
  for (const [key, label] of Object.entries(labels) as [keyof F & string, string][]) {
    if (!String(form[key]).trim()) errors[key] = `${label} is required`;
  }
  return errors;
}

/** The image address's error, if any: blank is fine (no image). */
export function imageAddressError(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed && !isSafeImageUrl(trimmed) ? IMAGE_URL_MESSAGE : undefined;
}
