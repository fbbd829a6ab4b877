import { useQuery } from "@tanstack/react-query";
import { queries } from "../../lib/queries";

export const authUserQueryOptions = queries.authUser();

/** Authentication is decided by whether the current-user call returns a user (spec 6). */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQueryOptions);
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}

/** The spec's full-page navigation to sign in. The server reads the Referer to bring the person back here. */
export function goToLogin() {
  window.location.href = "/api/login";
}
