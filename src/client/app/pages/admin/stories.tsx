import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { AdminLayout } from "../../layout/AdminLayout";
import { StoryManager } from "../../../features/stories/StoryManager";
import { ListState } from "../../../components/staff/ListState";
import { adminQueries, type WireStory } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.stories());
}

function Stories({
  editing,
  setEditing,
}: {
  editing: WireStory | "new" | null;
  setEditing: (value: WireStory | "new" | null) => void;
}) {
  const query = useQuery(adminQueries.stories());
  return (
    <ListState query={query} label="success stories">
      {(stories) => (
        <StoryManager stories={stories} editing={editing} onEdit={setEditing} onClose={() => setEditing(null)} />
      )}
    </ListState>
  );
}

export default function AdminStoriesPage() {
  const [editing, setEditing] = useState<WireStory | "new" | null>(null);
  return (
    <AdminLayout
      title="Success Stories"
      roles={["admin"]}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New Story
        </Button>
      }
    >
      <Stories editing={editing} setEditing={setEditing} />
    </AdminLayout>
  );
}
