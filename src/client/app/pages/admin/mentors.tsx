import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { AdminLayout } from "../../layout/AdminLayout";
import { MentorManager } from "../../../features/mentors/MentorManager";
import { ListState } from "../../../components/staff/ListState";
import { adminQueries, type WireMentor } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.mentors());
}

function Mentors({
  editing,
  setEditing,
}: {
  editing: WireMentor | "new" | null;
  setEditing: (value: WireMentor | "new" | null) => void;
}) {
  const query = useQuery(adminQueries.mentors());
  return (
    <ListState query={query} label="mentors">
      {(mentors) => (
        <MentorManager mentors={mentors} editing={editing} onEdit={setEditing} onClose={() => setEditing(null)} />
      )}
    </ListState>
  );
}

export default function AdminMentorsPage() {
  const [editing, setEditing] = useState<WireMentor | "new" | null>(null);
  return (
    <AdminLayout
      title="Mentors"
      roles={["admin"]}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New Mentor
        </Button>
      }
    >
      <Mentors editing={editing} setEditing={setEditing} />
    </AdminLayout>
  );
}
