import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../components/ui/use-toast";
import { apiRequest, errorMessage } from "./api";
import { invalidate } from "./cache-updates";

/**
 * A staff write: sends the request, refreshes every cached list it changes (the admin lists
 * and the public pages' queries), and reports the outcome in a toast.
 */
export function useAdminMutation<TVariables, TResult = unknown>({
  request,
  invalidates,
  success,
  errorTitle,
  onSuccess,
  onError,
}: {
  request: (variables: TVariables) => { method: string; url: string; body?: unknown };
  /** URL prefixes of the queries to refetch. */
  invalidates: string[];
  success: (result: TResult, variables: TVariables) => { title: string; description?: string };
  errorTitle: string;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** After the toast: a form shows the server's field errors. */
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => {
      const { method, url, body } = request(variables);
      return apiRequest<TResult>(method, url, body);
    },
    onSuccess: async (result, variables) => {
      toast(success(result, variables));
      onSuccess?.(result, variables);
      await invalidate(queryClient, invalidates);
    },
    onError: (error) => {
      toast({ title: errorTitle, description: errorMessage(error), variant: "destructive" });
      onError?.(error);
    },
  });
}
