import { queryOptions } from "@tanstack/react-query";
import type { EmailPreferences, UnsubscribeResponse } from "../../../shared/contracts/email";

/** GET /api/user/email-preferences: the signed-in person's optional notices. */
export const emailPreferencesQueryOptions = () =>
  queryOptions<EmailPreferences>({ queryKey: ["/api/user/email-preferences"] });

export type { EmailPreferences, UnsubscribeResponse };
