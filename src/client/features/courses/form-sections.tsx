/**
 * The parts the authoring forms share: the form itself with its form-wide message, a course's
 * essentials, an item's title and description, its Required and Active switches, and the footer.
 */
import type { FormHTMLAttributes, ReactNode, RefObject } from "react";
import { Button } from "../../components/ui/button";
import { DialogClose } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import type { CourseValues } from "./authoring-forms";
import { SelectField, SwitchField } from "../../components/ui/choice-field";
import { FormMessage, TextAreaField, TextField } from "../../components/ui/field";
import type { FieldErrors } from "./form-errors";
import { PricingFields } from "./PricingFields";
import type { AuthoringForm } from "./use-authoring-form";

/** What a section takes from an authoring form (see useAuthoringForm): fields and switches by name. */
interface TextBinding {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}
interface SwitchBinding {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The form (not validated by the browser: the shared schema checks it) and its form-wide message. */
export function AuthoringFormElement({
  form,
  onSubmit,
  className = "grid gap-4",
  children,
  ...props
}: {
  form: { formRef: RefObject<HTMLFormElement | null>; errors: FieldErrors };
  /** Called instead of the browser's submit. */
  onSubmit: () => Promise<void>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate" | "children">) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className={className}
      {...props}
    >
      <FormMessage error={form.errors.form} />
      {children}
    </form>
  );
}

/** The submit button, after a Cancel that closes the dialog ("close") or calls a function. */
export function FormFooter({
  isPending,
  label,
  pendingLabel = "Saving...",
  cancel,
  divided = false,
  className,
}: {
  isPending: boolean;
  label: string;
  pendingLabel?: string;
  cancel?: "close" | (() => void);
  /** A rule above, closing a dialog's form. */
  divided?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap justify-end gap-2", divided && "mt-2 border-t border-line pt-4", className)}>
      {cancel === "close" ? (
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      ) : (
        cancel && (
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
        )
      )}
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </div>
  );
}

/** The footer of a dialog that adds an item (when `isNew`) or saves it: "Add Module", "Save Module". */
export function ItemFormFooter({ noun, isNew, isPending }: { noun: string; isNew: boolean; isPending: boolean }) {
  return (
    <FormFooter
      isPending={isPending}
      label={isNew ? `Add ${noun}` : `Save ${noun}`}
      pendingLabel={isNew ? "Adding..." : "Saving..."}
      cancel="close"
      divided
    />
  );
}

export function SettingsRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 rounded-lg bg-paper p-4 sm:grid-cols-2">{children}</div>;
}

export function TitleAndDescription({
  idPrefix,
  form,
  rows,
  hint,
}: {
  idPrefix: string;
  form: { field: (key: "title" | "description") => TextBinding };
  /** The description's height in lines. */
  rows: number;
  hint?: string;
}) {
  return (
    <>
      <TextField id={`${idPrefix}-title`} label="Title" {...form.field("title")} />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        hint={hint}
        {...form.field("description")}
        rows={rows}
      />
    </>
  );
}

/** Whether learners must finish the item (or pass it: `requiredHint`), and whether they see it. */
export function ItemSwitches({
  idPrefix,
  form,
  requiredHint = "Learners must finish it to complete the course.",
}: {
  idPrefix: string;
  form: { toggle: (key: "isRequired" | "isActive") => SwitchBinding };
  requiredHint?: string;
}) {
  return (
    <SettingsRow>
      <SwitchField id={`${idPrefix}-required`} label="Required" hint={requiredHint} {...form.toggle("isRequired")} />
      <SwitchField
        id={`${idPrefix}-active`}
        label="Active"
        hint="Inactive items are hidden from learners. Nothing is deleted."
        {...form.toggle("isActive")}
      />
    </SettingsRow>
  );
}

/** A lesson's or a course's video: an https:// address (YouTube or Vimeo) or a path on this site. */
const UNIT_OPTIONS = [
  { value: "minute", label: "minutes" },
  { value: "hour", label: "hours" },
  { value: "day", label: "days" },
  { value: "week", label: "weeks" },
  { value: "month", label: "months" },
];

/**
 * A length as a number and a unit (issue 23), which pages then say in either language. A length
 * kept as its author once wrote it (not a number and a unit) shows below, to replace or clear.
 */
export function DurationFields({
  idPrefix,
  form,
  placeholder,
}: {
  idPrefix: string;
  form: { field: (key: "duration" | "durationValue" | "durationUnit") => TextBinding };
  /** A typical number ("6" for a course, "15" for a lesson). */
  placeholder: string;
}) {
  const asWritten = form.field("duration");
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${idPrefix}-duration`}
          label="Duration"
          {...form.field("durationValue")}
          type="number"
          min={1}
          max={999}
          inputMode="numeric"
          placeholder={placeholder}
        />
        <SelectField
          id={`${idPrefix}-duration-unit`}
          label="Duration unit"
          options={UNIT_OPTIONS}
          {...form.field("durationUnit")}
        />
      </div>
      {asWritten.value !== "" && (
        <TextField
          id={`${idPrefix}-duration-text`}
          label="Duration as written"
          hint="Kept as it was written, since it is not a number and a unit. A number and a unit above replace it; clear it to remove it."
          {...asWritten}
        />
      )}
    </div>
  );
}

export function VideoAddressField({ id, hint, ...binding }: { id: string; hint: string } & TextBinding) {
  return (
    <TextField
      id={id}
      label="Video address"
      hint={hint}
      {...binding}
      inputMode="url"
      placeholder="https://www.youtube.com/watch?v=..."
    />
  );
}

/** What a new course needs and the course details form starts with: title to pricing. */
export function CourseEssentials({
  idPrefix,
  form,
  categories,
  descriptionRows,
}: {
  idPrefix: string;
  form: AuthoringForm<CourseValues>;
  /** The categories in use, offered as suggestions. */
  categories: string[];
  descriptionRows: number;
}) {
  return (
    <>
      <TitleAndDescription idPrefix={idPrefix} form={form} rows={descriptionRows} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-category`}
          label="Category"
          {...form.field("category")}
          list={`${idPrefix}-categories`}
          autoComplete="off"
        />
      </div>
      <DurationFields idPrefix={idPrefix} form={form} placeholder="6" />
      <datalist id={`${idPrefix}-categories`}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <PricingFields
        idPrefix={idPrefix}
        isFree={form.values.isFree}
        price={form.values.price}
        onIsFreeChange={form.set("isFree")}
        onPriceChange={form.set("price")}
        errors={form.errors}
      />
    </>
  );
}
