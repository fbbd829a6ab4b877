import { RecordsPage } from "../../layout/RecordsPage";
import { MentorManager } from "../../../features/mentors/MentorManager";
import { adminQueries, type WireMentor } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.mentors());
}

export default function AdminMentorsPage() {
  return (
    <RecordsPage<WireMentor> title="Mentors" newLabel="New Mentor" query={adminQueries.mentors()} label="mentors">
      {(mentors, editing) => <MentorManager mentors={mentors} {...editing} />}
    </RecordsPage>
  );
}
