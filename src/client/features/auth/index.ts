/** What other features use of sign-in: the current user and the way to the sign-in page. */
export { authUserQueryOptions, goToLogin, useAuth } from "./use-auth";
