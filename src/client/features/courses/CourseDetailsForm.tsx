import { ImageUp } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { courseInput } from "../../../shared/contracts/courses.forms";
import { Card, CardBody } from "../../components/ui/card";
import { Label } from "../../components/ui/form";
import { courseBody, courseValues } from "./authoring-forms";
import { SelectField, SwitchField } from "../../components/ui/choice-field";
import { LOCALE_NAMES, LOCALES } from "../../../shared/rules/locale";
import { FieldError, TextAreaField } from "../../components/ui/field";
import { AuthoringFormElement, CourseEssentials, FormFooter, SettingsRow, VideoAddressField } from "./form-sections";
import type { WireAuthoringCourse } from "./queries";
import { useAuthoringForm } from "./use-authoring-form";
import { courseImageProblem, useCourseImageUpload } from "./use-authoring-save";

const FIELDS = [
  "title",
  "description",
  "category",
  "language",
  "isFree",
  "price",
  "duration",
  "durationValue",
  "durationUnit",
  "standards",
  "videoUrl",
  "isActive",
  "isFeatured",
];

/** The course's own fields. Its values start from the course and follow each saved answer. */
export function CourseDetailsForm({ course, categories }: { course: WireAuthoringCourse; categories: string[] }) {
  const id = useId();
  const form = useAuthoringForm(courseValues(course), FIELDS);

  async function onSubmit() {
    const result = await form.submit(courseInput, {
      method: "PATCH",
      url: `/api/staff/courses/${course.id}`,
      body: courseBody(form.values),
      done: "The course details are updated.",
    });
    if (result?.ok) form.setValues(courseValues(result.tree));
  }

  return (
    <Card>
      <CardBody className="sm:p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          Course details
        </h2>
        <AuthoringFormElement
          form={form}
          onSubmit={onSubmit}
          aria-labelledby={`${id}-heading`}
          className="mt-4 grid gap-4"
        >
          <CourseEssentials idPrefix={id} form={form} categories={categories} descriptionRows={4} />
          <SelectField
            id={`${id}-language`}
            label="Language"
            hint="The language the course is taught in. The catalog shows it and can filter by it."
            options={[
              { value: "", label: "Not stated" },
              ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
            ]}
            {...form.field("language")}
          />
          <TextAreaField
            id={`${id}-standards`}
            label="Standards"
            hint="The industry standards the course is aligned with (shown on certificates)."
            {...form.field("standards")}
            rows={2}
          />
          <VideoAddressField
            id={`${id}-video`}
            hint="The preview video: an https:// address (YouTube or Vimeo) or a path on this site."
            {...form.field("videoUrl")}
          />
          <SettingsRow>
            <SwitchField
              id={`${id}-active`}
              label="Active"
              hint="Shown in the catalog; learners can enrol."
              {...form.toggle("isActive")}
            />
            <SwitchField
              id={`${id}-featured`}
              label="Featured"
              hint="Shown among the featured courses on the home page."
              {...form.toggle("isFeatured")}
            />
          </SettingsRow>
          <FormFooter isPending={form.isPending} label="Save Course" />
        </AuthoringFormElement>
      </CardBody>
    </Card>
  );
}

/** The course's picture: what learners see on its card, and an upload that replaces it. */
export function CourseImageCard({ course }: { course: WireAuthoringCourse }) {
  const id = useId();
  const upload = useCourseImageUpload(course.id);
  const [problem, setProblem] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const reason = courseImageProblem(file);
    setProblem(reason);
    if (!reason) {
      upload.mutate(file, {
        onSettled: () => {
          input.value = "";
        },
      });
    }
  }

  return (
    <Card>
      <CardBody className="sm:p-6">
        <h2 className="text-xl font-bold">Course image</h2>
        <img
          src={course.imageUrl ?? "/images/default-course.svg"}
          alt={course.imageUrl ? `Current image of ${course.title}` : "No image yet: the default course image is shown"}
          width={640}
          height={360}
          className="mt-4 aspect-video w-full rounded-lg border border-line bg-brand-50 object-cover"
        />
        <div className="mt-4">
          <Label htmlFor={`${id}-file`} className="flex items-center gap-2">
            <ImageUp className="h-4 w-4" aria-hidden="true" /> Upload a new image
          </Label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={onChange}
            disabled={upload.isPending}
            aria-describedby={`${id}-file-hint${problem ? ` ${id}-file-error` : ""}`}
            aria-invalid={problem ? true : undefined}
            className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-[var(--radius-control)] file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-brand-50"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-ink-muted">
            {upload.isPending ? "Uploading..." : "JPEG, PNG or WebP, up to 2 MB. A 16:9 picture looks best."}
          </p>
          <FieldError id={`${id}-file`} error={problem ?? undefined} />
        </div>
      </CardBody>
    </Card>
  );
}
