/** The dialogs' forms for a module, a lesson and a project: create or edit, then close. */
import { useDeferredValue, useId } from "react";
import { lessonInput, moduleInput } from "../../../shared/contracts/courses.forms";
import { projectInput } from "../../../shared/contracts/projects.forms";
import { LESSON_TRANSCRIPT_MAX } from "../../../shared/rules/courses";
import { MAX_SUBMISSIONS_LIMIT } from "../../../shared/rules/projects";
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
import { ChoiceField } from "../../components/ui/choice-field";
import { CountField, TextAreaField, TextField } from "../../components/ui/field";
import {
  AuthoringFormElement,
  DurationFields,
  ItemFormFooter,
  ItemSwitches,
  TitleAndDescription,
  VideoAddressField,
} from "./form-sections";
import { HostedVideoSection } from "./HostedVideoSection";
import { useRenderMarkdown } from "./markdown-preview";
import type { WireAuthoringLesson, WireAuthoringModule, WireAuthoringProject } from "./queries";
import { useAuthoringForm } from "./use-authoring-form";

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
  const form = useAuthoringForm(module ? moduleValues(module) : emptyModule, MODULE_FIELDS);

  async function onSubmit() {
    const result = await form.submit(moduleInput, {
      method: module ? "PATCH" : "POST",
      url: module ? `/api/staff/modules/${module.id}` : `/api/staff/courses/${courseId}/modules`,
      body: moduleBody(form.values),
      done: module ? "The module is updated." : "The module is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <AuthoringFormElement form={form} onSubmit={onSubmit}>
      <TitleAndDescription
        idPrefix={id}
        form={form}
        rows={3}
        hint="What learners will be able to do after this module."
      />
      <TextField
        id={`${id}-hours`}
        label="Estimated hours"
        {...form.field("estimatedHours")}
        inputMode="decimal"
        placeholder="2.5"
        className="sm:max-w-48"
      />
      <ItemSwitches idPrefix={id} form={form} />
      <ItemFormFooter noun="Module" isNew={!module} isPending={form.isPending} />
    </AuthoringFormElement>
  );
}

// ---------------------------------------------------------------- lesson

const LESSON_FIELDS = [
  "title",
  "description",
  "duration",
  "durationValue",
  "durationUnit",
  "videoUrl",
  "transcript",
  "content",
  "isRequired",
  "isActive",
] as const;

export function LessonForm({
  courseId,
  moduleId,
  lesson,
  onDone,
}: {
  courseId: string;
  moduleId: string;
  lesson: WireAuthoringLesson | null;
  onDone: () => void;
}) {
  const id = useId();
  const renderMarkdown = useRenderMarkdown();
  const form = useAuthoringForm(lesson ? lessonValues(lesson) : emptyLesson, LESSON_FIELDS);
  const preview = useDeferredValue(form.values.content);

  async function onSubmit() {
    const result = await form.submit(lessonInput, {
      method: lesson ? "PATCH" : "POST",
      url: lesson ? `/api/staff/lessons/${lesson.id}` : `/api/staff/modules/${moduleId}/lessons`,
      body: lessonBody(form.values),
      done: lesson ? "The lesson is updated." : "The lesson is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <AuthoringFormElement form={form} onSubmit={onSubmit}>
      <TitleAndDescription idPrefix={id} form={form} rows={2} />
      <DurationFields idPrefix={id} form={form} placeholder="15" />
      <VideoAddressField
        id={`${id}-video`}
        hint="An https:// address (YouTube or Vimeo) or a path on this site."
        {...form.field("videoUrl")}
      />
      {lesson ? (
        <HostedVideoSection
          courseId={courseId}
          target={{ lessonId: lesson.id }}
          video={lesson.video}
          onTranscript={form.set("transcript")}
        />
      ) : (
        <p className="text-sm text-ink-muted">Save the lesson first to upload its video and captions.</p>
      )}
      <TextAreaField
        id={`${id}-transcript`}
        label="Transcript"
        hint={`What the video says, shown under it and searchable. Plain text: a blank line starts a paragraph, # a heading. Up to ${LESSON_TRANSCRIPT_MAX.toLocaleString("en")} characters.`}
        {...form.field("transcript")}
        rows={6}
        maxLength={LESSON_TRANSCRIPT_MAX}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          id={`${id}-content`}
          label="Content (Markdown)"
          hint="# Heading, **bold**, *italic*, - lists, [links](https://...), | tables |"
          {...form.field("content")}
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
      <ItemSwitches idPrefix={id} form={form} />
      <ItemFormFooter noun="Lesson" isNew={!lesson} isPending={form.isPending} />
    </AuthoringFormElement>
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
  const form = useAuthoringForm(project ? projectValues(project) : emptyProject, PROJECT_FIELDS);

  async function onSubmit() {
    const result = await form.submit(projectInput, {
      method: project ? "PATCH" : "POST",
      url: project ? `/api/staff/projects/${project.id}` : `/api/staff/modules/${moduleId}/projects`,
      body: projectBody(form.values),
      done: project ? "The project is updated." : "The project is added.",
    });
    if (result?.ok) onDone();
  }

  return (
    <AuthoringFormElement form={form} onSubmit={onSubmit}>
      <TitleAndDescription idPrefix={id} form={form} rows={2} />
      <TextAreaField
        id={`${id}-requirements`}
        label="Requirements"
        hint="One requirement per line."
        {...form.field("requirements")}
        rows={5}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          name={`${id}-format`}
          legend="Submission format"
          {...form.field("submissionFormat")}
          choices={[
            { value: "text", label: "Text" },
            { value: "file", label: "File" },
          ]}
        />
        <CountField
          id={`${id}-max`}
          label="Max submissions"
          max={MAX_SUBMISSIONS_LIMIT}
          {...form.field("maxSubmissions")}
        />
      </div>
      <ItemSwitches idPrefix={id} form={form} />
      <ItemFormFooter noun="Project" isNew={!project} isPending={form.isPending} />
    </AuthoringFormElement>
  );
}
