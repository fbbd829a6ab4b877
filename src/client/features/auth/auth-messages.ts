/**
 * The sign-in and password-reset texts the client builds (shared/rules/auth.ts, login-form.ts),
 * in the page's language. The rules stay in English (the server says the same words); the forms
 * show them through localizeAuthMessage. A text not listed here (the server's own) shows as it came.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  NAME_MAX,
  nameTooLongMessage,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGNIN_PASSWORD_MAX,
  SIGNIN_PASSWORD_TOO_LONG_MESSAGE,
} from "../../../shared/rules/auth";
import { NETWORK_FAILURE, SERVER_FAILURE, TRY_AGAIN } from "./login-form";

const known = new Map<string, MessageDescriptor>([
  [EMAIL_REQUIRED_MESSAGE, msg`Email is required`],
  [EMAIL_TOO_LONG_MESSAGE, msg`Email must be at most ${EMAIL_MAX} characters`],
  [EMAIL_INVALID_MESSAGE, msg`Enter a valid email address`],
  [PASSWORD_REQUIRED_MESSAGE, msg`Password is required`],
  [PASSWORD_TOO_SHORT_MESSAGE, msg`Password must be at least ${PASSWORD_MIN} characters`],
  [PASSWORD_TOO_LONG_MESSAGE, msg`Password must be at most ${PASSWORD_MAX} characters`],
  [SIGNIN_PASSWORD_TOO_LONG_MESSAGE, msg`Password must be at most ${SIGNIN_PASSWORD_MAX} characters`],
  [FIRST_NAME_REQUIRED_MESSAGE, msg`First name is required`],
  [nameTooLongMessage("First name"), msg`First name must be at most ${NAME_MAX} characters`],
  [nameTooLongMessage("Last name"), msg`Last name must be at most ${NAME_MAX} characters`],
  [FORGOT_PASSWORD_MESSAGE, msg`If an account exists for that email, we've sent a link to reset your password.`],
  [RESET_LINK_INVALID_MESSAGE, msg`This reset link is invalid or has expired.`],
  [PASSWORD_RESET_DONE_MESSAGE, msg`Your password has been changed. Sign in with your new password.`],
  [NETWORK_FAILURE, msg`We couldn't reach the server. Check your connection and try again.`],
  [SERVER_FAILURE, msg`Something went wrong on our side. Please try again in a moment.`],
  [TRY_AGAIN, msg`Please try again.`],
]);

/** One of the texts above in the page's language; any other text as it is. */
export function localizeAuthMessage(i18n: I18n, text: string): string {
  const descriptor = known.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** Every message of a form's errors, in the page's language. */
export function localizeAuthErrors<T extends Partial<Record<string, string>>>(i18n: I18n, errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, text === undefined ? text : localizeAuthMessage(i18n, text)]),
  ) as T;
}
