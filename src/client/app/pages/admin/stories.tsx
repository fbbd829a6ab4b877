import { RecordsPage } from "../../layout/RecordsPage";
import { StoryManager } from "../../../features/stories/StoryManager";
import { adminQueries, type WireStory } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.stories());
}

export default function AdminStoriesPage() {
  return (
    <RecordsPage<WireStory>
      title="Success Stories"
      newLabel="New Story"
      query={adminQueries.stories()}
      label="success stories"
    >
      {(stories, editing) => <StoryManager stories={stories} {...editing} />}
    </RecordsPage>
  );
}
