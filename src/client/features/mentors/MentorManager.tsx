import { MentorAccountPanel } from "./staff/MentorAccountPanel";
import { Users } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Stars } from "../../components/ui/stars";
import { EXPERTISE_MAX_TAGS, MENTOR_BIO_MAX, MENTOR_NAME_MAX, MENTOR_TITLE_MAX } from "../../../shared/rules/records";
import { parseTags } from "../../lib/format";
import type { WireMentor } from "../../lib/admin-queries";
import {
  blankErrors,
  PersonSummary,
  imageAddressError,
  ImageAddressEntry,
  RecordDialog,
  RecordManager,
  RecordRow,
  SwitchEntry,
  TextEntry,
  useRecordForm,
  type EditingProps,
} from "../../components/staff/RecordManager";

const MENTOR_URLS = ["/api/admin/mentors", "/api/mentors"];

interface MentorForm {
  name: string;
  title: string;
  bio: string;
  expertise: string;
  imageUrl: string;
  isAvailable: boolean;
  email: string;
}

const emptyForm: MentorForm = {
  name: "",
  title: "",
  bio: "",
  expertise: "",
  imageUrl: "",
  isAvailable: true,
  email: "",
};

const formOf = (mentor: WireMentor): MentorForm => ({
  name: mentor.name,
  title: mentor.title,
  bio: mentor.bio,
  expertise: mentor.expertise.join(", "),
  imageUrl: mentor.imageUrl ?? "",
  isAvailable: mentor.isAvailable,
  email: mentor.email ?? "",
});

function validate(form: MentorForm): Record<string, string> {
  const errors = blankErrors(form, { name: "Name", title: "Title", bio: "Bio" });
  if (parseTags(form.expertise).length > EXPERTISE_MAX_TAGS)
    errors.expertise = `At most ${EXPERTISE_MAX_TAGS} expertise tags`;
  const imageError = imageAddressError(form.imageUrl);
  if (imageError) errors.imageUrl = imageError;
  const email = form.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = "Email must be a valid email address";
  return errors;
}

function MentorDialog({ mentor, onClose }: { mentor: WireMentor | null; onClose: () => void }) {
  const { form, set, field, formRef, onSubmit, isPending } = useRecordForm({
    record: mentor,
    initial: mentor ? formOf(mentor) : emptyForm,
    validate,
    url: "/api/admin/mentors",
    body: (values) => ({
      name: values.name.trim(),
      title: values.title.trim(),
      bio: values.bio.trim(),
      expertise: parseTags(values.expertise),
      imageUrl: values.imageUrl.trim(),
      isAvailable: values.isAvailable,
      email: values.email.trim(),
    }),
    invalidates: MENTOR_URLS,
    success: (saved) => ({ title: mentor ? "Mentor Saved" : "Mentor Added", description: saved.name }),
    onSaved: onClose,
  });

  return (
    <RecordDialog
      title={mentor ? "Edit Mentor" : "New Mentor"}
      formRef={formRef}
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={mentor ? "Save Changes" : "Add Mentor"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextEntry id="mentor-name" label="Name" {...field("name")} maxLength={MENTOR_NAME_MAX} autoComplete="off" />
        <TextEntry
          id="mentor-title"
          label="Title"
          hint="Their trade and role, e.g. Master Carpenter."
          {...field("title")}
          maxLength={MENTOR_TITLE_MAX}
        />
      </div>
      <TextEntry id="mentor-bio" label="Bio" {...field("bio")} maxLength={MENTOR_BIO_MAX} rows={4} />
      <TextEntry
        id="mentor-expertise"
        label="Expertise tags"
        hint="Separate tags with commas. Mentor cards show the first three."
        {...field("expertise")}
      />
      <TextEntry
        id="mentor-email"
        label="Email (optional)"
        hint="Booking notices go here. Staff only: never shown on the site."
        {...field("email")}
        maxLength={254}
        inputMode="email"
        autoComplete="off"
      />
      {/* Rating and session count are computed from the sessions (issue 26): shown in the list, not typed. */}
      <ImageAddressEntry id="mentor-image" {...field("imageUrl")} />
      <SwitchEntry
        id="mentor-available"
        label="Available for bookings"
        checked={form.isAvailable}
        onCheckedChange={set("isAvailable")}
      />
    </RecordDialog>
  );
}

function MentorRow({ mentor, onEdit }: { mentor: WireMentor; onEdit: () => void }) {
  const headingId = `mentor-${mentor.id}`;
  return (
    <RecordRow
      headingId={headingId}
      toggle={{
        url: `/api/admin/mentors/${mentor.id}`,
        field: "isAvailable",
        checked: mentor.isAvailable,
        invalidates: MENTOR_URLS,
        success: (saved: WireMentor) => ({
          title: saved.isAvailable ? "Mentor Available" : "Mentor Unavailable",
          description: saved.isAvailable
            ? `${saved.name} shows "Available today".`
            : `${saved.name} shows "Next available: Tomorrow".`,
        }),
        label: `Available: ${mentor.name}`,
        text: "Available",
      }}
      editLabel={`Edit ${mentor.name}`}
      onEdit={onEdit}
    >
      <PersonSummary imageUrl={mentor.imageUrl}>
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
          <Stars rating={mentor.rating} /> {mentor.rating} · {mentor.sessionCount}{" "}
          {mentor.sessionCount === 1 ? "session" : "sessions"}
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
        <MentorAccountPanel mentorId={mentor.id} name={mentor.name} />
      </PersonSummary>
    </RecordRow>
  );
}

export function MentorManager({ mentors, ...editing }: { mentors: WireMentor[] } & EditingProps<WireMentor>) {
  const available = mentors.filter((mentor) => mentor.isAvailable).length;
  return (
    <RecordManager
      records={mentors}
      summary={`${mentors.length} ${mentors.length === 1 ? "mentor" : "mentors"}, ${available} available for bookings.`}
      empty={{ icon: Users, title: "No mentors yet", text: "Add the first tradesperson who will guide students." }}
      listLabel="Mentors"
      renderRow={(mentor, edit) => <MentorRow mentor={mentor} onEdit={edit} />}
      renderDialog={(mentor) => <MentorDialog mentor={mentor} onClose={editing.onClose} />}
      {...editing}
    />
  );
}
