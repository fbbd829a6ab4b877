import { queryOptions } from "@tanstack/react-query";
import type { Availability, MentorOwnProfile, MentorSessions } from "../../../shared/contracts/mentor-accounts";
import type { Wire } from "../../lib/queries";

/** The mentor's own reads (issue 26): one key per endpoint, the key's parts joined are the URL. */
export const mentorPortalQueries = {
  profile: () => queryOptions<Wire<MentorOwnProfile>>({ queryKey: ["/api/mentor/profile"] }),
  availability: () => queryOptions<Availability>({ queryKey: ["/api/mentor/availability"] }),
  sessions: () => queryOptions<Wire<MentorSessions>>({ queryKey: ["/api/mentor/sessions"] }),
};
