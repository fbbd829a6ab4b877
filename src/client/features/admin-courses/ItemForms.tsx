/** The dialogs' forms for a module, a lesson and a project: create or edit, then close. */
import { useDeferredValue, useId, type FormEvent, type ReactNode } from "react";
import { lessonInput, moduleInput, projectInput } from "../../../shared/contracts/authoring";
import { Button } from "../../components/ui/button";
import { DialogClose } from "../../components/ui/dialog";
import {
  emptyLesson,
  emptyModule,
  emptyProject,
  lessonBody,
  lessonValues,
  moduleBody,
  moduleValues,
  projectBody,
  projectValues,
} from "./authoring-forms";
import { ChoiceField, FormMessage, SwitchField, TextAreaField, TextField } from "./fields";
import { useRenderMarkdown } from "./markdown-preview";
import type { WireAuthoringLesson, WireAuthoringModule, WireAuthoringProject } from "./queries";
import { useAuthoringForm } from "./use-authoring-form";

export function FormFooter({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2 border-t border-line pt-4">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </div>
  );
}

export function SettingsRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 rounded-lg bg-paper p-4 sm:grid-cols-2">{children}</div>;
}

const requiredHint = "Learners must finish it to complete the course.";
const activeHint = "Inactive items are hidden from learners. Nothing is deleted.";

// ---------------------------------------------------------------- module

const MODULE_FIELDS = ["title", "description", "estimatedHours", "isRequired", "isActive"] as const;

export function ModuleForm({
  courseId,
  module,
  onDone,
}: {
  courseId: string;
  module: WireAuthoringModule | null;
  onDone: () => void;
}) {
  const id = useId();
  const { values, set, errors, submit, isPending, formRef } = useAuthoringForm(
    module ? moduleValues(module) : emptyModule,
    MODULE_FIELDS,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(moduleInput, {
      method: module ? "PATCH" : "POST",
      url: module ? `/api/staff/modules/${module.id}` : `/api/staff/courses/${courseId}/modules`,
      body: moduleBody(values),
      done: module ? "The module is updated." : "The module is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
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
        hint="What learners will be able to do after this module."
        value={values.description}
        onValueChange={set("description")}
        error={errors.description}
        rows={3}
      />
      <TextField
        id={`${id}-hours`}
        label="Estimated hours"
        value={values.estimatedHours}
        onValueChange={set("estimatedHours")}
        error={errors.estimatedHours}
        inputMode="decimal"
        placeholder="2.5"
        className="sm:max-w-48"
      />
      <SettingsRow>
        <SwitchField
          id={`${id}-required`}
          label="Required"
          hint={requiredHint}
          checked={values.isRequired}
          onCheckedChange={set("isRequired")}
        />
        <SwitchField
          id={`${id}-active`}
          label="Active"
          hint={activeHint}
          checked={values.isActive}
          onCheckedChange={set("isActive")}
        />
      </SettingsRow>
      <FormFooter
        isPending={isPending}
        label={module ? "Save Module" : "Add Module"}
        pendingLabel={module ? "Saving..." : "Adding..."}
      />
    </form>
  );
}

// ---------------------------------------------------------------- lesson

const LESSON_FIELDS = ["title", "description", "duration", "videoUrl", "content", "isRequired", "isActive"] as const;

export function LessonForm({
  moduleId,
  lesson,
  onDone,
}: {
  moduleId: string;
  lesson: WireAuthoringLesson | null;
  onDone: () => void;
}) {
  const id = useId();
  const renderMarkdown = useRenderMarkdown();
  const { values, set, errors, submit, isPending, formRef } = useAuthoringForm(
    lesson ? lessonValues(lesson) : emptyLesson,
    LESSON_FIELDS,
  );
  const preview = useDeferredValue(values.content);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(lessonInput, {
      method: lesson ? "PATCH" : "POST",
      url: lesson ? `/api/staff/lessons/${lesson.id}` : `/api/staff/modules/${moduleId}/lessons`,
      body: lessonBody(values),
      done: lesson ? "The lesson is updated." : "The lesson is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
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
        rows={2}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <TextField
          id={`${id}-duration`}
          label="Duration"
          value={values.duration}
          onValueChange={set("duration")}
          error={errors.duration}
          placeholder="15 min"
        />
        <TextField
          id={`${id}-video`}
          label="Video address"
          hint="An https:// address (YouTube or Vimeo) or a path on this site."
          value={values.videoUrl}
          onValueChange={set("videoUrl")}
          error={errors.videoUrl}
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          id={`${id}-content`}
          label="Content (Markdown)"
          hint="# Heading, **bold**, *italic*, - lists, [links](https://...), | tables |"
          value={values.content}
          onValueChange={set("content")}
          error={errors.content}
          rows={14}
          textareaClassName="font-mono text-sm"
        />
        <div className="min-w-0">
          <h3 id={`${id}-preview`} className="mb-1.5 font-sans text-sm font-semibold text-ink">
            Preview
          </h3>
          {/* Focusable so keyboard users can scroll a long preview. */}
          <div
            tabIndex={0}
            role="region"
            aria-labelledby={`${id}-preview`}
            className="max-h-[26rem] min-h-28 overflow-auto rounded-[var(--radius-control)] border border-line bg-white px-4 py-2"
          >
            {preview.trim() ? (
              renderMarkdown(preview)
            ) : (
              <p className="py-2 text-sm text-ink-muted">The formatted lesson appears here as you type.</p>
            )}
          </div>
        </div>
      </div>
      <SettingsRow>
        <SwitchField
          id={`${id}-required`}
          label="Required"
          hint={requiredHint}
          checked={values.isRequired}
          onCheckedChange={set("isRequired")}
        />
        <SwitchField
          id={`${id}-active`}
          label="Active"
          hint={activeHint}
          checked={values.isActive}
          onCheckedChange={set("isActive")}
        />
      </SettingsRow>
      <FormFooter
        isPending={isPending}
        label={lesson ? "Save Lesson" : "Add Lesson"}
        pendingLabel={lesson ? "Saving..." : "Adding..."}
      />
    </form>
  );
}

// ---------------------------------------------------------------- project

const PROJECT_FIELDS = [
  "title",
  "description",
  "requirements",
  "submissionFormat",
  "maxSubmissions",
  "isRequired",
  "isActive",
] as const;

export function ProjectForm({
  moduleId,
  project,
  onDone,
}: {
  moduleId: string;
  project: WireAuthoringProject | null;
  onDone: () => void;
}) {
  const id = useId();
  const { values, set, errors, submit, isPending, formRef } = useAuthoringForm(
    project ? projectValues(project) : emptyProject,
    PROJECT_FIELDS,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await submit(projectInput, {
      method: project ? "PATCH" : "POST",
      url: project ? `/api/staff/projects/${project.id}` : `/api/staff/modules/${moduleId}/projects`,
      body: projectBody(values),
      done: project ? "The project is updated." : "The project is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
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
        rows={2}
      />
      <TextAreaField
        id={`${id}-requirements`}
        label="Requirements"
        hint="One requirement per line."
        value={values.requirements}
        onValueChange={set("requirements")}
        error={errors.requirements}
        rows={5}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          name={`${id}-format`}
          legend="Submission format"
          value={values.submissionFormat}
          onValueChange={set("submissionFormat")}
          choices={[
            { value: "text", label: "Text" },
            { value: "file", label: "File" },
          ]}
          error={errors.submissionFormat}
        />
        <TextField
          id={`${id}-max`}
          label="Max submissions"
          type="number"
          min={1}
          max={20}
          value={values.maxSubmissions}
          onValueChange={set("maxSubmissions")}
          error={errors.maxSubmissions}
        />
      </div>
      <SettingsRow>
        <SwitchField
          id={`${id}-required`}
          label="Required"
          hint={requiredHint}
          checked={values.isRequired}
          onCheckedChange={set("isRequired")}
        />
        <SwitchField
          id={`${id}-active`}
          label="Active"
          hint={activeHint}
          checked={values.isActive}
          onCheckedChange={set("isActive")}
        />
      </SettingsRow>
      <FormFooter
        isPending={isPending}
        label={project ? "Save Project" : "Add Project"}
        pendingLabel={project ? "Saving..." : "Adding..."}
      />
    </form>
  );
}
