import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { AdminLayout } from "../../layout/AdminLayout";
import { BlogManager } from "../../../features/blog/BlogManager";
import { ListState } from "../../../components/staff/ListState";
import { adminQueries, type WireBlogPost } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.blog());
}

function Posts({
  editing,
  setEditing,
}: {
  editing: WireBlogPost | "new" | null;
  setEditing: (value: WireBlogPost | "new" | null) => void;
}) {
  const query = useQuery(adminQueries.blog());
  return (
    <ListState query={query} label="blog posts">
      {(posts) => <BlogManager posts={posts} editing={editing} onEdit={setEditing} onClose={() => setEditing(null)} />}
    </ListState>
  );
}

export default function AdminBlogPage() {
  const [editing, setEditing] = useState<WireBlogPost | "new" | null>(null);
  return (
    <AdminLayout
      title="Blog Posts"
      roles={["admin"]}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New Post
        </Button>
      }
    >
      <Posts editing={editing} setEditing={setEditing} />
    </AdminLayout>
  );
}
