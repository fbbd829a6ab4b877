import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, apiUpload, errorMessage } from "../../lib/api";
import { COURSE_IMAGE_MAX_BYTES, COURSE_IMAGE_TYPES } from "../../../shared/rules/courses";
import { serverFieldErrors, type FieldErrors } from "./form-errors";
import { invalidate, putAnswer } from "../../lib/cache-updates";
import { staffQueries, type WireAuthoringCourse } from "./queries";

/** Public catalog reads a course write can change: marked stale, refetched when next shown. */
const CATALOG_URLS = ["/api/courses", "/api/modules", "/api/lessons", "/api/quizzes", "/api/projects"];

/** After a write: the tree the server answered with is the truth; lists elsewhere are stale. */
function applyCourseTree(queryClient: QueryClient, tree: WireAuthoringCourse) {
  putAnswer(queryClient, staffQueries.course(tree.id), tree);
  void invalidate(queryClient, [staffQueries.courses(), ...CATALOG_URLS]);
}

export interface AuthoringRequest {
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  body?: unknown;
  /** The success toast's line under 'Saved'. */
  done?: string;
}

export type SaveResult = { ok: true; tree: WireAuthoringCourse } | { ok: false; errors: FieldErrors };

/**
 * Every authoring write answers with the whole course tree: it replaces the cached tree, and a
 * toast says how it went. Failures resolve (never throw) with the fields the server named.
 */
export function useAuthoringSave() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ method, url, body }: AuthoringRequest) => apiRequest<WireAuthoringCourse>(method, url, body),
  });

  async function save(request: AuthoringRequest): Promise<SaveResult> {
    try {
      const tree = await mutation.mutateAsync(request);
      applyCourseTree(queryClient, tree);
      toast({ title: "Saved", description: request.done });
      return { ok: true, tree };
    } catch (error) {
      toast({ title: "Could not save", description: errorMessage(error), variant: "destructive" });
      return { ok: false, errors: serverFieldErrors(error) };
    }
  }

  return { save, isPending: mutation.isPending };
}

/** Why a chosen file can't be a course image, or null when it can. */
export function courseImageProblem(file: { type: string; size: number }): string | null {
  if (!COURSE_IMAGE_TYPES.includes(file.type)) return "Choose a JPEG, PNG or WebP image";
  if (file.size > COURSE_IMAGE_MAX_BYTES) return "The image must be at most 2 MB";
  return null;
}

/** Uploads a course image (multipart field "file"); the answer is the tree with its new imageUrl. */
export function useCourseImageUpload(courseId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (file: File) =>
      apiUpload<WireAuthoringCourse>(`/api/staff/courses/${encodeURIComponent(courseId)}/image`, file),
    onSuccess: (tree) => {
      applyCourseTree(queryClient, tree);
      toast({ title: "Saved", description: "The course image is updated." });
    },
    onError: (error) => {
      toast({ title: "Could not upload the image", description: errorMessage(error), variant: "destructive" });
    },
  });
  return mutation;
}
