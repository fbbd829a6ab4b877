import { Star } from "lucide-react";
import type { ComponentProps } from "react";
import { Badge } from "../../components/ui/badge";
import {
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MESSAGE,
  GRADUATION_YEAR_MIN,
  STORY_AGE_MAX,
  STORY_AGE_MESSAGE,
  STORY_AGE_MIN,
  STORY_JOB_MAX,
  STORY_LOCATION_MAX,
  STORY_NAME_MAX,
  STORY_PROGRAM_MAX,
  STORY_SALARY_MAX,
  STORY_TESTIMONIAL_MAX,
} from "../../../shared/rules/records";
import type { WireStory } from "../../lib/admin-queries";
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

const STORY_URLS = ["/api/admin/success-stories", "/api/success-stories"];

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

const age = (form: StoryForm) => wholeNumber(form.age, STORY_AGE_MIN, STORY_AGE_MAX);
const graduationYear = (form: StoryForm) => wholeNumber(form.graduationYear, GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX);

function validate(form: StoryForm): Record<string, string> {
  const errors = blankErrors(form, { studentName: "Student name", program: "Program", testimonial: "Testimonial" });
  if (age(form) === undefined) errors.age = STORY_AGE_MESSAGE;
  if (graduationYear(form) === undefined) errors.graduationYear = GRADUATION_YEAR_MESSAGE;
  const imageError = imageAddressError(form.imageUrl);
  if (imageError) errors.imageUrl = imageError;
  return errors;
}

function StoryDialog({ story, onClose }: { story: WireStory | null; onClose: () => void }) {
  const { form, set, field, formRef, onSubmit, isPending } = useRecordForm({
    record: story,
    initial: story ? formOf(story) : emptyForm,
    validate,
    url: "/api/admin/success-stories",
    body: (values) => ({
      studentName: values.studentName.trim(),
      age: age(values) ?? null,
      program: values.program.trim(),
      currentJob: values.currentJob.trim(),
      salary: values.salary.trim(),
      location: values.location.trim(),
      graduationYear: graduationYear(values) ?? null,
      imageUrl: values.imageUrl.trim(),
      testimonial: values.testimonial.trim(),
      isVisible: values.isVisible,
    }),
    invalidates: STORY_URLS,
    success: (saved) => ({ title: story ? "Story Saved" : "Story Added", description: saved.studentName }),
    onSaved: onClose,
  });
  const text = (
    key: Exclude<keyof StoryForm, "isVisible">,
    label: string,
    options: Partial<ComponentProps<typeof TextEntry>> = {},
  ) => <TextEntry id={`story-${key}`} label={label} {...field(key)} {...options} />;

  return (
    <RecordDialog
      title={story ? "Edit Story" : "New Story"}
      formRef={formRef}
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={story ? "Save Changes" : "Add Story"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("studentName", "Student name", { maxLength: STORY_NAME_MAX })}
        {text("program", "Program", { maxLength: STORY_PROGRAM_MAX, hint: "e.g. Carpentry & Woodworking" })}
        {text("currentJob", "Current position", { maxLength: STORY_JOB_MAX })}
        {text("salary", "Salary", { maxLength: STORY_SALARY_MAX, hint: "As it should read, e.g. $52,000" })}
        {text("location", "Location", { maxLength: STORY_LOCATION_MAX })}
        <div className="grid grid-cols-2 gap-4">
          {text("age", "Age", { inputMode: "numeric" })}
          {text("graduationYear", "Graduation year", { inputMode: "numeric" })}
        </div>
      </div>
      <ImageAddressEntry id="story-imageUrl" {...field("imageUrl")} />
      {text("testimonial", "Testimonial", { maxLength: STORY_TESTIMONIAL_MAX, rows: 5 })}
      <SwitchEntry
        id="story-visible"
        label="Visible on the Success Stories page"
        checked={form.isVisible}
        onCheckedChange={set("isVisible")}
      />
    </RecordDialog>
  );
}

function StoryRow({ story, onEdit }: { story: WireStory; onEdit: () => void }) {
  const headingId = `story-${story.id}`;
  const details = [
    story.age !== null ? `Age ${story.age}` : null,
    story.location,
    story.graduationYear !== null ? `Class of ${story.graduationYear}` : null,
  ].filter(Boolean);
  return (
    <RecordRow
      headingId={headingId}
      toggle={{
        url: `/api/admin/success-stories/${story.id}`,
        field: "isVisible",
        checked: story.isVisible,
        invalidates: STORY_URLS,
        success: (saved: WireStory) => ({
          title: saved.isVisible ? "Story Shown" : "Story Hidden",
          description: saved.isVisible
            ? `${saved.studentName}'s story is on the Success Stories page.`
            : `${saved.studentName}'s story is no longer shown.`,
        }),
        label: `Visible: ${story.studentName}`,
        text: "Visible",
      }}
      editLabel={`Edit ${story.studentName}'s story`}
      onEdit={onEdit}
    >
      <PersonSummary imageUrl={story.imageUrl}>
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
      </PersonSummary>
    </RecordRow>
  );
}

export function StoryManager({ stories, ...editing }: { stories: WireStory[] } & EditingProps<WireStory>) {
  const visible = stories.filter((story) => story.isVisible).length;
  return (
    <RecordManager
      records={stories}
      summary={`${stories.length} ${stories.length === 1 ? "story" : "stories"}, ${visible} shown on the Success Stories page.`}
      empty={{
        icon: Star,
        title: "No stories yet",
        text: "Until you add one, the Success Stories page shows six sample stories.",
      }}
      listLabel="Success stories"
      renderRow={(story, edit) => <StoryRow story={story} onEdit={edit} />}
      renderDialog={(story) => <StoryDialog story={story} onClose={editing.onClose} />}
      {...editing}
    />
  );
}
