import { Pencil, Star } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Textarea } from "../../components/ui/form";
import { describedBy, Field } from "./Field";
import { fieldErrors, IMAGE_URL_MESSAGE, isSafeImageUrl } from "./form-errors";
import type { WireStory } from "./queries";
import { Switch } from "./Switch";
import { useAdminMutation } from "./use-admin-mutation";

const STORY_URLS = ["/api/admin/success-stories", "/api/success-stories"];
const DEFAULT_AVATAR = "/images/default-avatar.svg";

interface StoryForm {
  studentName: string;
  age: string;
  program: string;
  currentJob: string;
  salary: string;
  location: string;
  graduationYear: string;
  imageUrl: string;
  testimonial: string;
  isVisible: boolean;
}

const emptyForm: StoryForm = {
  studentName: "",
  age: "",
  program: "",
  currentJob: "",
  salary: "",
  location: "",
  graduationYear: "",
  imageUrl: "",
  testimonial: "",
  isVisible: true,
};

const formOf = (story: WireStory): StoryForm => ({
  studentName: story.studentName,
  age: story.age === null ? "" : String(story.age),
  program: story.program,
  currentJob: story.currentJob ?? "",
  salary: story.salary ?? "",
  location: story.location ?? "",
  graduationYear: story.graduationYear === null ? "" : String(story.graduationYear),
  imageUrl: story.imageUrl ?? "",
  testimonial: story.testimonial,
  isVisible: story.isVisible,
});

/** A whole number within bounds, null when blank, undefined when invalid. */
function wholeNumber(text: string, min: number, max: number): number | null | undefined {
  if (!text.trim()) return null;
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

function validate(form: StoryForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.studentName.trim()) errors.studentName = "Student name is required";
  if (!form.program.trim()) errors.program = "Program is required";
  if (!form.testimonial.trim()) errors.testimonial = "Testimonial is required";
  if (wholeNumber(form.age, 10, 120) === undefined) errors.age = "Age must be between 10 and 120";
  if (wholeNumber(form.graduationYear, 1990, 2100) === undefined)
    errors.graduationYear = "Graduation year must be between 1990 and 2100";
  if (form.imageUrl.trim() && !isSafeImageUrl(form.imageUrl.trim())) errors.imageUrl = IMAGE_URL_MESSAGE;
  return errors;
}

function StoryDialog({ story, onClose }: { story: WireStory | null; onClose: () => void }) {
  const [form, setForm] = useState<StoryForm>(story ? formOf(story) : emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminMutation<StoryForm, WireStory>({
    request: (values) => {
      const body = {
        studentName: values.studentName.trim(),
        age: wholeNumber(values.age, 10, 120) ?? null,
        program: values.program.trim(),
        currentJob: values.currentJob.trim(),
        salary: values.salary.trim(),
        location: values.location.trim(),
        graduationYear: wholeNumber(values.graduationYear, 1990, 2100) ?? null,
        imageUrl: values.imageUrl.trim(),
        testimonial: values.testimonial.trim(),
        isVisible: values.isVisible,
      };
      return story
        ? { method: "PATCH", url: `/api/admin/success-stories/${story.id}`, body }
        : { method: "POST", url: "/api/admin/success-stories", body };
    },
    invalidates: STORY_URLS,
    success: (saved) => ({ title: story ? "Story Saved" : "Story Added", description: saved.studentName }),
    errorTitle: "Save Failed",
    onSuccess: onClose,
  });
  const set = (field: keyof StoryForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  };
  const shown = { ...fieldErrors(save.error), ...errors };
  const text = (
    field: keyof StoryForm,
    label: string,
    options: { max?: number; hint?: string; numeric?: boolean } = {},
  ) => (
    <Field id={`story-${field}`} label={label} hint={options.hint} error={shown[field]}>
      <Input
        {...describedBy(`story-${field}`, shown[field], Boolean(options.hint))}
        value={form[field] as string}
        maxLength={options.max}
        inputMode={options.numeric ? "numeric" : undefined}
        onChange={(event) => set(field)(event.target.value)}
      />
    </Field>
  );

  return (
    <DialogContent title={story ? "Edit Story" : "New Story"} className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("studentName", "Student name", { max: 200 })}
          {text("program", "Program", { max: 200, hint: "e.g. Carpentry & Woodworking" })}
          {text("currentJob", "Current position", { max: 200 })}
          {text("salary", "Salary", { max: 50, hint: "As it should read, e.g. $52,000" })}
          {text("location", "Location", { max: 200 })}
          <div className="grid grid-cols-2 gap-4">
            {text("age", "Age", { numeric: true })}
            {text("graduationYear", "Graduation year", { numeric: true })}
          </div>
        </div>
        {text("imageUrl", "Image address", {
          max: 500,
          hint: "A site path (/images/…) or an https address.",
        })}
        <Field id="story-testimonial" label="Testimonial" error={shown.testimonial}>
          <Textarea
            {...describedBy("story-testimonial", shown.testimonial)}
            value={form.testimonial}
            maxLength={5000}
            rows={5}
            onChange={(event) => set("testimonial")(event.target.value)}
          />
        </Field>
        <div className="flex items-center gap-3">
          <Switch
            id="story-visible"
            checked={form.isVisible}
            label="Visible on the Success Stories page"
            onCheckedChange={(checked) => set("isVisible")(checked)}
          />
          <span aria-hidden="true" className="font-semibold">
            Visible on the Success Stories page
          </span>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : story ? "Save Changes" : "Add Story"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function StoryRow({ story, onEdit }: { story: WireStory; onEdit: () => void }) {
  const toggle = useAdminMutation<boolean, WireStory>({
    request: (isVisible) => ({ method: "PATCH", url: `/api/admin/success-stories/${story.id}`, body: { isVisible } }),
    invalidates: STORY_URLS,
    success: (saved) => ({
      title: saved.isVisible ? "Story Shown" : "Story Hidden",
      description: saved.isVisible
        ? `${saved.studentName}'s story is on the Success Stories page.`
        : `${saved.studentName}'s story is no longer shown.`,
    }),
    errorTitle: "Update Failed",
  });
  const headingId = `story-${story.id}`;
  const details = [
    story.age !== null ? `Age ${story.age}` : null,
    story.location,
    story.graduationYear !== null ? `Class of ${story.graduationYear}` : null,
  ].filter(Boolean);
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" role="article" aria-labelledby={headingId}>
        <div className="flex min-w-0 flex-1 gap-4">
          <img
            src={story.imageUrl || DEFAULT_AVATAR}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg leading-snug font-bold break-words">
                {story.studentName}
              </h2>
              <Badge tone={story.isVisible ? "success" : "neutral"}>{story.isVisible ? "Visible" : "Hidden"}</Badge>
            </div>
            <p className="text-sm font-medium break-words text-teal-800">
              {story.program}
              {story.currentJob ? ` · ${story.currentJob}` : ""}
              {story.salary ? ` · ${story.salary}` : ""}
            </p>
            {details.length > 0 && <p className="text-sm text-ink-muted">{details.join(" · ")}</p>}
            <p className="mt-1 line-clamp-2 text-sm break-words text-ink-muted">{story.testimonial}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <Switch
              checked={story.isVisible}
              disabled={toggle.isPending}
              label={`Visible: ${story.studentName}`}
              onCheckedChange={(checked) => toggle.mutate(checked)}
            />
            <span aria-hidden="true">Visible</span>
          </span>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${story.studentName}'s story`}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function StoryManager({
  stories,
  editing,
  onEdit,
  onClose,
}: {
  stories: WireStory[];
  editing: WireStory | "new" | null;
  onEdit: (story: WireStory | "new") => void;
  onClose: () => void;
}) {
  const visible = stories.filter((story) => story.isVisible).length;
  return (
    <>
      <p className="mb-4 text-ink-muted">
        {stories.length} {stories.length === 1 ? "story" : "stories"}, {visible} shown on the Success Stories page.
      </p>
      {stories.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <Star className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">No stories yet</h2>
          <p className="mt-1 text-ink-muted">Until you add one, the Success Stories page shows six sample stories.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Success stories">
          {stories.map((story) => (
            <StoryRow key={story.id} story={story} onEdit={() => onEdit(story)} />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
        {editing !== null && (
          <StoryDialog
            key={editing === "new" ? "new" : editing.id}
            story={editing === "new" ? null : editing}
            onClose={onClose}
          />
        )}
      </Dialog>
    </>
  );
}
