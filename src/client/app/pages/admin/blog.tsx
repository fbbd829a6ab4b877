import { RecordsPage } from "../../layout/RecordsPage";
import { BlogManager } from "../../../features/blog/BlogManager";
import { adminQueries, type WireBlogPost } from "../../../lib/admin-queries";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, user }: PrefetchContext) {
  if (user?.role === "admin") await queryClient.prefetchQuery(adminQueries.blog());
}

export default function AdminBlogPage() {
  return (
    <RecordsPage<WireBlogPost> title="Blog Posts" newLabel="New Post" query={adminQueries.blog()} label="blog posts">
      {(posts, editing) => <BlogManager posts={posts} {...editing} />}
    </RecordsPage>
  );
}
