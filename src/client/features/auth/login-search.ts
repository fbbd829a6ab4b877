/**
 * What the sign-in page reads before its form: the query string (where to return, which tab, a
 * provider's failure) and the external provider's sign-in link. The form's own rules are
 * login-form.ts, which loads with the form.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { safeReturnTo } from "../../../shared/rules/auth";
import type { AuthMode } from "./login-form";

/** What the page's query string asks for; returnTo can only ever be a path on this site. */
export function readLoginSearch(search: string): { returnTo: string; hasOidcError: boolean; mode: AuthMode } {
  const params = new URLSearchParams(search);
  return {
    returnTo: safeReturnTo(params.get("returnTo") ?? undefined),
    hasOidcError: params.get("error") === "oidc",
    mode: params.get("mode") === "register" ? "register" : "signin",
  };
}

/** The external provider's sign-in, coming back to the same place. */
export function oidcHref(returnTo: string): string {
  const safe = safeReturnTo(returnTo);
  return safe === "/" ? "/api/login/oidc" : `/api/login/oidc?returnTo=${encodeURIComponent(safe)}`;
}

/** Given the page's i18n (useLingui()), in the page's language. */
export function oidcFailureMessage(providerName: string | undefined, i18n?: I18n): string {
  if (i18n) {
    return providerName
      ? i18n._(msg`We couldn't sign you in with ${providerName}. Please try again.`)
      : i18n._(msg`We couldn't sign you in with your sign-in provider. Please try again.`);
  }
  return `We couldn't sign you in with ${providerName || "your sign-in provider"}. Please try again.`;
}
