/** Course progress as the curriculum and lesson viewer show it (spec 4 and 9). Pure. */

/** A progress entry names one lesson, quiz or project; it counts once it has a completion time. */
export interface ProgressEntryLike {
  lessonId: string | null;
  quizId: string | null;
  projectId: string | null;
  completedAt: string | null;
}

export function completedItemIds(entries: readonly ProgressEntryLike[] | undefined): Set<string> {
  const done = new Set<string>();
  for (const entry of entries ?? []) {
    const id = entry.lessonId ?? entry.quizId ?? entry.projectId;
    if (id && entry.completedAt) done.add(id);
  }
  return done;
}

/** Completed items of a module, and its percent rounded to the nearest whole number (0 when empty). */
export function moduleProgress(itemIds: readonly string[], done: ReadonlySet<string>) {
  const completed = itemIds.filter((id) => done.has(id)).length;
  const total = itemIds.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

export interface OrderedLesson {
  id: string;
  title: string;
  moduleTitle: string;
}

/** Every lesson of a course in reading order: by module order, then lesson order. */
export function lessonsInOrder(
  modules: readonly { id: string; title: string; orderIndex: number }[],
  lessonsOf: (moduleId: string) => readonly { id: string; title: string; orderIndex: number }[] | undefined,
): OrderedLesson[] {
  return [...modules]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .flatMap((module) =>
      [...(lessonsOf(module.id) ?? [])]
        .sort((a, b) => a.orderIndex - b.orderIndex)
        .map((lesson) => ({ id: lesson.id, title: lesson.title, moduleTitle: module.title })),
    );
}

/** The lessons before and after one lesson in reading order. */
export function lessonNeighbours(lessons: readonly OrderedLesson[], id: string) {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: lessons[index - 1], next: lessons[index + 1] };
}
