import { ImageUp } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { courseInput } from "../../../shared/contracts/authoring";
import { Button } from "../../components/ui/button";
import { Card, CardBody } from "../../components/ui/card";
import { Label } from "../../components/ui/form";
import { courseBody, courseValues } from "./authoring-forms";
import { FieldError, FormMessage, SwitchField, TextAreaField, TextField } from "./fields";
import { PricingFields } from "./PricingFields";
import type { WireAuthoringCourse } from "./queries";
import { useAuthoringForm } from "./use-authoring-form";
import { courseImageProblem, useCourseImageUpload } from "./use-authoring-save";

const FIELDS = [
  "title",
  "description",
  "category",
  "isFree",
  "price",
  "duration",
  "standards",
  "videoUrl",
  "isActive",
  "isFeatured",
];

/** The course's own fields. Its values start from the course and follow each saved answer. */
export function CourseDetailsForm({ course, categories }: { course: WireAuthoringCourse; categories: string[] }) {
  const id = useId();
  const { values, setValues, set, errors, submit, isPending, formRef } = useAuthoringForm(courseValues(course), FIELDS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(courseInput, {
      method: "PATCH",
      url: `/api/staff/courses/${course.id}`,
      body: courseBody(values),
      done: "The course details are updated.",
    });
    if (result?.ok) setValues(courseValues(result.tree));
  }

  return (
    <Card>
      <CardBody className="sm:p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          Course details
        </h2>
        <form
          ref={formRef}
          noValidate
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-4 grid gap-4"
        >
          <FormMessage error={errors.form} />
          <TextField
            id={`${id}-title`}
            label="Title"
            value={values.title}
            onValueChange={set("title")}
            error={errors.title}
          />
          <TextAreaField
            id={`${id}-description`}
            label="Description"
            value={values.description}
            onValueChange={set("description")}
            error={errors.description}
            rows={4}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-category`}
              label="Category"
              value={values.category}
              onValueChange={set("category")}
              error={errors.category}
              list={`${id}-categories`}
              autoComplete="off"
            />
            <TextField
              id={`${id}-duration`}
              label="Duration"
              value={values.duration}
              onValueChange={set("duration")}
              error={errors.duration}
              placeholder="6 weeks"
            />
          </div>
          <datalist id={`${id}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <PricingFields
            idPrefix={id}
            isFree={values.isFree}
            price={values.price}
            onIsFreeChange={set("isFree")}
            onPriceChange={set("price")}
            errors={errors}
          />
          <TextAreaField
            id={`${id}-standards`}
            label="Standards"
            hint="The industry standards the course is aligned with (shown on certificates)."
            value={values.standards}
            onValueChange={set("standards")}
            error={errors.standards}
            rows={2}
          />
          <TextField
            id={`${id}-video`}
            label="Video address"
            hint="The preview video: an https:// address (YouTube or Vimeo) or a path on this site."
            value={values.videoUrl}
            onValueChange={set("videoUrl")}
            error={errors.videoUrl}
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
          />
          <div className="grid gap-4 rounded-lg bg-paper p-4 sm:grid-cols-2">
            <SwitchField
              id={`${id}-active`}
              label="Active"
              hint="Shown in the catalog; learners can enrol."
              checked={values.isActive}
              onCheckedChange={set("isActive")}
            />
            <SwitchField
              id={`${id}-featured`}
              label="Featured"
              hint="Shown among the featured courses on the home page."
              checked={values.isFeatured}
              onCheckedChange={set("isFeatured")}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={isPending}>
              {isPending ? "Saving..." : "Save Course"}
            </Button>
          </div>
        </form>
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
