import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { authMethods } from "../../../shared/contracts/auth";

export type AuthMethods = z.infer<typeof authMethods>;

/** Which ways to sign in the server offers: a password form, an external provider, or both. */
export const authMethodsQueryOptions = () => queryOptions<AuthMethods>({ queryKey: ["/api/auth/methods"] });

/** Until the answer is known (or if it failed), offer the password form: it is on by default. */
export const defaultAuthMethods: AuthMethods = { local: true, oidc: null };
