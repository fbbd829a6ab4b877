/** The course's modules in order, each with its lessons, quizzes and projects in order. */
import { BookOpen, ClipboardCheck, Hammer, Layers, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { DEFAULT_MAX_SUBMISSIONS } from "../../../shared/rules/projects";
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASS_THRESHOLD } from "../../../shared/rules/quizzes";
import { LessonForm, ModuleForm, ProjectForm } from "./ItemForms";
import { countLabel, hoursLabel, kindLabel } from "./labels";
import { MoveButtons, useMoveFocus } from "./MoveButtons";
import { byOrder, moduleItems, moveEntry, type ItemKind, type ModuleItem } from "./order";
import type { WireAuthoringCourse, WireAuthoringModule } from "./queries";
import { QuizEditor } from "./QuizEditor";
import { useAuthoringSave } from "./use-authoring-save";

type DialogState =
  | { type: "module"; moduleId: string | null }
  | { type: ItemKind; moduleId: string; id: string | null; justCreated?: boolean };

const kindIcon: Record<ItemKind, typeof BookOpen> = { lesson: BookOpen, quiz: ClipboardCheck, project: Hammer };

function itemMeta(item: ModuleItem): string {
  if (item.kind === "lesson")
    return [item.data.duration, item.data.content ? "Written content" : "No written content"]
      .filter(Boolean)
      .join(" · ");
  if (item.kind === "quiz") {
    const quiz = item.data;
    return [
      countLabel(quiz.questions.length, "question"),
      `pass ${quiz.passThreshold ?? DEFAULT_PASS_THRESHOLD}%`,
      quiz.timeLimit ? `${quiz.timeLimit} min` : "no time limit",
      countLabel(quiz.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, "attempt"),
    ].join(" · ");
  }
  return [
    item.data.submissionFormat === "file" ? "File submission" : "Text submission",
    countLabel(item.data.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS, "submission") + " allowed",
  ].join(" · ");
}

function StateBadges({ isActive, isRequired }: { isActive: boolean; isRequired: boolean }) {
  return (
    <>
      {!isActive && <Badge tone="danger">Inactive</Badge>}
      {!isRequired && <Badge tone="neutral">Optional</Badge>}
    </>
  );
}

export function CurriculumEditor({ course }: { course: WireAuthoringCourse }) {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const { save, isPending } = useAuthoringSave();
  const { announcement, moved } = useMoveFocus();
  const modules = byOrder(course.modules);

  async function moveModule(index: number, delta: -1 | 1) {
    const module = modules[index];
    const next = moveEntry(modules, index, delta);
    if (!module || !next) return;
    const result = await save({
      method: "PUT",
      url: `/api/staff/courses/${course.id}/modules/order`,
      body: { ids: next.map((entry) => entry.id) },
      done: "The module order is updated.",
    });
    if (result.ok)
      moved(module.id, index, delta, `${module.title} is now module ${index + delta + 1} of ${modules.length}.`);
  }

  async function moveItem(module: WireAuthoringModule, items: ModuleItem[], index: number, delta: -1 | 1) {
    const item = items[index];
    const next = moveEntry(items, index, delta);
    if (!item || !next) return;
    const result = await save({
      method: "PUT",
      url: `/api/staff/modules/${module.id}/items/order`,
      body: { items: next.map((entry) => ({ kind: entry.kind, id: entry.id })) },
      done: "The order of the module's items is updated.",
    });
    if (result.ok) {
      moved(
        `${item.kind}-${item.id}`,
        index,
        delta,
        `${item.data.title} is now item ${index + delta + 1} of ${items.length}.`,
      );
    }
  }

  return (
    <section aria-labelledby="curriculum-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="curriculum-title" className="text-xl font-bold">
            Curriculum
          </h2>
          <p className="text-sm text-ink-muted">
            Modules and their items appear to learners in this order. Use the arrows to move them.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setDialog({ type: "module", moduleId: null })}>
          <Plus className="h-5 w-5" aria-hidden="true" /> Add Module
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {modules.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-10 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal-100 text-teal-800">
            <Layers className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold">No modules yet</p>
          <p className="mt-1 max-w-md text-sm text-ink-muted">
            A module groups lessons, quizzes and projects. Add the first one to start building the course.
          </p>
        </Card>
      ) : (
        <ol className="grid gap-4">
          {modules.map((module, index) => {
            const items = moduleItems(module);
            const headingId = `module-${module.id}-title`;
            return (
              <li key={module.id}>
                <Card className="overflow-hidden">
                  <section aria-labelledby={headingId}>
                    <div className="flex flex-wrap items-start gap-3 border-b border-line p-4 sm:p-5">
                      <span
                        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800"
                        aria-hidden="true"
                      >
                        {index + 1}
                      </span>
                      <div className="min-w-0 flex-1 basis-48">
                        <h3 id={headingId} className="text-lg leading-snug font-bold break-words">
                          <span className="sr-only">Module {index + 1}: </span>
                          {module.title}
                        </h3>
                        {module.description && (
                          <p className="mt-1 text-sm break-words text-ink-muted">{module.description}</p>
                        )}
                        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                          {hoursLabel(module.estimatedHours) && <span>{hoursLabel(module.estimatedHours)}</span>}
                          <span>{countLabel(items.length, "item")}</span>
                          <StateBadges isActive={module.isActive} isRequired={module.isRequired} />
                        </div>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <MoveButtons
                          moveKey={module.id}
                          label={module.title}
                          index={index}
                          count={modules.length}
                          busy={isPending}
                          onMove={(delta) => void moveModule(index, delta)}
                        />
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setDialog({ type: "module", moduleId: module.id })}
                        >
                          Edit<span className="sr-only"> module {module.title}</span>
                        </Button>
                      </div>
                    </div>

                    {items.length === 0 ? (
                      <p className="px-4 py-4 text-sm text-ink-muted sm:px-5">No lessons, quizzes or projects yet.</p>
                    ) : (
                      <ol className="divide-y divide-line">
                        {items.map((item, itemIndex) => {
                          const Icon = kindIcon[item.kind];
                          return (
                            <li
                              key={`${item.kind}-${item.id}`}
                              className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5"
                            >
                              <span
                                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800"
                                aria-hidden="true"
                              >
                                <Icon className="h-4 w-4" />
                              </span>
                              <div className="min-w-0 flex-1 basis-48">
                                <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                                  {kindLabel[item.kind]}
                                </p>
                                <p className="font-semibold break-words">{item.data.title}</p>
                                <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
                                  <span>{itemMeta(item)}</span>
                                  <StateBadges isActive={item.data.isActive} isRequired={item.data.isRequired} />
                                </div>
                              </div>
                              <div className="flex flex-wrap gap-2">
                                <MoveButtons
                                  moveKey={`${item.kind}-${item.id}`}
                                  label={item.data.title}
                                  index={itemIndex}
                                  count={items.length}
                                  busy={isPending}
                                  onMove={(delta) => void moveItem(module, items, itemIndex, delta)}
                                />
                                <Button
                                  variant="outline"
                                  size="sm"
                                  onClick={() => setDialog({ type: item.kind, moduleId: module.id, id: item.id })}
                                >
                                  Edit
                                  <span className="sr-only">
                                    {" "}
                                    {kindLabel[item.kind].toLowerCase()} {item.data.title}
                                  </span>
                                </Button>
                              </div>
                            </li>
                          );
                        })}
                      </ol>
                    )}

                    <div className="flex flex-wrap gap-2 border-t border-line bg-paper/60 px-4 py-3 sm:px-5">
                      {(["lesson", "quiz", "project"] as const).map((kind) => (
                        <Button
                          key={kind}
                          variant="ghost"
                          size="sm"
                          className="border border-dashed border-line"
                          onClick={() => setDialog({ type: kind, moduleId: module.id, id: null })}
                        >
                          <Plus className="h-4 w-4" aria-hidden="true" />
                          Add {kindLabel[kind]}
                          <span className="sr-only"> to {module.title}</span>
                        </Button>
                      ))}
                    </div>
                  </section>
                </Card>
              </li>
            );
          })}
        </ol>
      )}

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog && <EditorDialog course={course} dialog={dialog} onChange={setDialog} />}
      </Dialog>
    </section>
  );
}

function EditorDialog({
  course,
  dialog,
  onChange,
}: {
  course: WireAuthoringCourse;
  dialog: DialogState;
  onChange: (dialog: DialogState | null) => void;
}) {
  const module = course.modules.find((entry) => entry.id === dialog.moduleId) ?? null;
  const close = () => onChange(null);

  if (dialog.type === "module") {
    return (
      <DialogContent title={module ? "Edit Module" : "Add Module"} description={module?.title}>
        <ModuleForm courseId={course.id} module={module} onDone={close} />
      </DialogContent>
    );
  }
  if (!module) return null;
  const where = `In module: ${module.title}`;

  if (dialog.type === "lesson") {
    const lesson = module.lessons.find((entry) => entry.id === dialog.id) ?? null;
    return (
      <DialogContent title={lesson ? "Edit Lesson" : "Add Lesson"} description={where} className="sm:max-w-4xl">
        <LessonForm courseId={course.id} moduleId={module.id} lesson={lesson} onDone={close} />
      </DialogContent>
    );
  }
  if (dialog.type === "quiz") {
    const quiz = module.quizzes.find((entry) => entry.id === dialog.id) ?? null;
    return (
      <DialogContent title={quiz ? "Edit Quiz" : "Add Quiz"} description={where} className="sm:max-w-3xl">
        <QuizEditor
          key={quiz?.id ?? "new"}
          moduleId={module.id}
          quiz={quiz}
          justCreated={dialog.justCreated ?? false}
          onCreated={(id) => onChange({ type: "quiz", moduleId: module.id, id, justCreated: true })}
        />
      </DialogContent>
    );
  }
  const project = module.projects.find((entry) => entry.id === dialog.id) ?? null;
  return (
    <DialogContent title={project ? "Edit Project" : "Add Project"} description={where} className="sm:max-w-2xl">
      <ProjectForm moduleId={module.id} project={project} onDone={close} />
    </DialogContent>
  );
}
