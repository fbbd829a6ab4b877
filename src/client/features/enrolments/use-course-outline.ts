import { useQueries, useQuery } from "@tanstack/react-query";
import { queries, type WireLesson } from "../../lib/queries";
import { lessonsInOrder } from "./progress";

/** A course's modules in order, each module's lessons, and every lesson in reading order. */
export function useCourseOutline(courseId: string) {
  const modules = useQuery(queries.courseModules(courseId));
  const ordered = [...(modules.data ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const lessonLists = useQueries({ queries: ordered.map((module) => queries.moduleLessons(module.id)) });
  const byModule = new Map<string, WireLesson[]>();
  ordered.forEach((module, index) => {
    const list = lessonLists[index]?.data;
    if (list) byModule.set(module.id, list);
  });
  return { modules: ordered, lessons: lessonsInOrder(ordered, (moduleId) => byModule.get(moduleId)), byModule };
}
