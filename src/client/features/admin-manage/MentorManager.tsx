import { Pencil, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Textarea } from "../../components/ui/form";
import { Stars } from "../../components/ui/stars";
import { describedBy, Field } from "./Field";
import { isRating, parseTags } from "./format";
import { fieldErrors, IMAGE_URL_MESSAGE, isSafeImageUrl } from "./form-errors";
import type { WireMentor } from "./queries";
import { Switch } from "./Switch";
import { useAdminMutation } from "./use-admin-mutation";

const MENTOR_URLS = ["/api/admin/mentors", "/api/mentors"];
const DEFAULT_AVATAR = "/images/default-avatar.svg";
const RATING_MESSAGE = "Rating must be between 0.00 and 5.00 with at most two decimals";
const MAX_TAGS = 10;

interface MentorForm {
  name: string;
  title: string;
  bio: string;
  expertise: string;
  imageUrl: string;
  rating: string;
  isAvailable: boolean;
}

const emptyForm: MentorForm = {
  name: "",
  title: "",
  bio: "",
  expertise: "",
  imageUrl: "",
  rating: "0.00",
  isAvailable: true,
};

const formOf = (mentor: WireMentor): MentorForm => ({
  name: mentor.name,
  title: mentor.title,
  bio: mentor.bio,
  expertise: mentor.expertise.join(", "),
  imageUrl: mentor.imageUrl ?? "",
  rating: mentor.rating,
  isAvailable: mentor.isAvailable,
});

function validate(form: MentorForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = "Name is required";
  if (!form.title.trim()) errors.title = "Title is required";
  if (!form.bio.trim()) errors.bio = "Bio is required";
  if (parseTags(form.expertise).length > MAX_TAGS) errors.expertise = `At most ${MAX_TAGS} expertise tags`;
  if (form.imageUrl.trim() && !isSafeImageUrl(form.imageUrl.trim())) errors.imageUrl = IMAGE_URL_MESSAGE;
  if (!isRating(form.rating)) errors.rating = RATING_MESSAGE;
  return errors;
}

function MentorDialog({ mentor, onClose }: { mentor: WireMentor | null; onClose: () => void }) {
  const [form, setForm] = useState<MentorForm>(mentor ? formOf(mentor) : emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminMutation<MentorForm, WireMentor>({
    request: (values) => {
      const body = {
        name: values.name.trim(),
        title: values.title.trim(),
        bio: values.bio.trim(),
        expertise: parseTags(values.expertise),
        imageUrl: values.imageUrl.trim(),
        rating: values.rating.trim(),
        isAvailable: values.isAvailable,
      };
      return mentor
        ? { method: "PATCH", url: `/api/admin/mentors/${mentor.id}`, body }
        : { method: "POST", url: "/api/admin/mentors", body };
    },
    invalidates: MENTOR_URLS,
    success: (saved) => ({ title: mentor ? "Mentor Saved" : "Mentor Added", description: saved.name }),
    errorTitle: "Save Failed",
    onSuccess: onClose,
  });
  const set = (field: keyof MentorForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  };
  const shown = { ...fieldErrors(save.error), ...errors };

  return (
    <DialogContent title={mentor ? "Edit Mentor" : "New Mentor"} className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="mentor-name" label="Name" error={shown.name}>
            <Input
              {...describedBy("mentor-name", shown.name)}
              value={form.name}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => set("name")(event.target.value)}
            />
          </Field>
          <Field
            id="mentor-title"
            label="Title"
            hint="Their trade and role, e.g. Master Carpenter."
            error={shown.title}
          >
            <Input
              {...describedBy("mentor-title", shown.title, true)}
              value={form.title}
              maxLength={200}
              onChange={(event) => set("title")(event.target.value)}
            />
          </Field>
        </div>
        <Field id="mentor-bio" label="Bio" error={shown.bio}>
          <Textarea
            {...describedBy("mentor-bio", shown.bio)}
            value={form.bio}
            maxLength={5000}
            rows={4}
            onChange={(event) => set("bio")(event.target.value)}
          />
        </Field>
        <Field
          id="mentor-expertise"
          label="Expertise tags"
          hint="Separate tags with commas. Mentor cards show the first three."
          error={shown.expertise}
        >
          <Input
            {...describedBy("mentor-expertise", shown.expertise, true)}
            value={form.expertise}
            onChange={(event) => set("expertise")(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field
            id="mentor-image"
            label="Image address"
            hint="A site path (/images/…) or an https address."
            error={shown.imageUrl}
          >
            <Input
              {...describedBy("mentor-image", shown.imageUrl, true)}
              value={form.imageUrl}
              maxLength={500}
              inputMode="url"
              onChange={(event) => set("imageUrl")(event.target.value)}
            />
          </Field>
          <Field id="mentor-rating" label="Rating (0 to 5)" error={shown.rating}>
            <Input
              {...describedBy("mentor-rating", shown.rating)}
              value={form.rating}
              inputMode="decimal"
              onChange={(event) => set("rating")(event.target.value)}
            />
          </Field>
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id="mentor-available"
            checked={form.isAvailable}
            label="Available for bookings"
            onCheckedChange={(checked) => set("isAvailable")(checked)}
          />
          <span aria-hidden="true" className="font-semibold">
            Available for bookings
          </span>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : mentor ? "Save Changes" : "Add Mentor"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function MentorRow({ mentor, onEdit }: { mentor: WireMentor; onEdit: () => void }) {
  const toggle = useAdminMutation<boolean, WireMentor>({
    request: (isAvailable) => ({ method: "PATCH", url: `/api/admin/mentors/${mentor.id}`, body: { isAvailable } }),
    invalidates: MENTOR_URLS,
    success: (saved) => ({
      title: saved.isAvailable ? "Mentor Available" : "Mentor Unavailable",
      description: saved.isAvailable
        ? `${saved.name} is taking bookings again.`
        : `${saved.name} shows "Next available: Tomorrow" and takes no bookings.`,
    }),
    errorTitle: "Update Failed",
  });
  const headingId = `mentor-${mentor.id}`;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" role="article" aria-labelledby={headingId}>
        <div className="flex min-w-0 flex-1 gap-4">
          <img
            src={mentor.imageUrl || DEFAULT_AVATAR}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-full border border-line bg-brand-50 object-cover"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg leading-snug font-bold break-words">
                {mentor.name}
              </h2>
              <Badge tone={mentor.isAvailable ? "success" : "neutral"}>
                {mentor.isAvailable ? "Available" : "Unavailable"}
              </Badge>
            </div>
            <p className="text-sm font-medium break-words text-teal-800">{mentor.title}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
              <Stars rating={mentor.rating} /> {mentor.rating} · {mentor.sessionCount} sessions
            </p>
            {mentor.expertise.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Expertise">
                {mentor.expertise.map((tag) => (
                  <li key={tag}>
                    <Badge tone="neutral">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <Switch
              checked={mentor.isAvailable}
              disabled={toggle.isPending}
              label={`Available: ${mentor.name}`}
              onCheckedChange={(checked) => toggle.mutate(checked)}
            />
            <span aria-hidden="true">Available</span>
          </span>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${mentor.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function MentorManager({
  mentors,
  editing,
  onEdit,
  onClose,
}: {
  mentors: WireMentor[];
  editing: WireMentor | "new" | null;
  onEdit: (mentor: WireMentor | "new") => void;
  onClose: () => void;
}) {
  const available = mentors.filter((mentor) => mentor.isAvailable).length;
  return (
    <>
      <p className="mb-4 text-ink-muted">
        {mentors.length} {mentors.length === 1 ? "mentor" : "mentors"}, {available} available for bookings.
      </p>
      {mentors.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <Users className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">No mentors yet</h2>
          <p className="mt-1 text-ink-muted">Add the first tradesperson who will guide students.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Mentors">
          {mentors.map((mentor) => (
            <MentorRow key={mentor.id} mentor={mentor} onEdit={() => onEdit(mentor)} />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
        {editing !== null && (
          <MentorDialog
            key={editing === "new" ? "new" : editing.id}
            mentor={editing === "new" ? null : editing}
            onClose={onClose}
          />
        )}
      </Dialog>
    </>
  );
}
