import { ExternalLink, Newspaper, Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Textarea } from "../../components/ui/form";
import { describedBy, Field } from "./Field";
import { fieldErrors, IMAGE_URL_MESSAGE, isSafeImageUrl } from "./form-errors";
import { LocalTime } from "./LocalTime";
import type { WireBlogPost } from "./queries";
import { Switch } from "./Switch";
import { useAdminMutation } from "./use-admin-mutation";

const BLOG_URLS = ["/api/admin/blog", "/api/blog"];
const DEFAULT_IMAGE = "/images/default-course.svg";

interface PostForm {
  title: string;
  category: string;
  excerpt: string;
  imageUrl: string;
  content: string;
  isPublished: boolean;
}

const emptyForm: PostForm = { title: "", category: "", excerpt: "", imageUrl: "", content: "", isPublished: false };

const formOf = (post: WireBlogPost): PostForm => ({
  title: post.title,
  category: post.category,
  excerpt: post.excerpt ?? "",
  imageUrl: post.imageUrl ?? "",
  content: post.content,
  isPublished: post.isPublished,
});

function validate(form: PostForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.title.trim()) errors.title = "Title is required";
  if (!form.category.trim()) errors.category = "Category is required";
  if (!form.content.trim()) errors.content = "Content is required";
  if (form.imageUrl.trim() && !isSafeImageUrl(form.imageUrl.trim())) errors.imageUrl = IMAGE_URL_MESSAGE;
  return errors;
}

function PostDialog({ post, onClose }: { post: WireBlogPost | null; onClose: () => void }) {
  const [form, setForm] = useState<PostForm>(post ? formOf(post) : emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminMutation<PostForm, WireBlogPost>({
    request: (values) => {
      const body = {
        title: values.title.trim(),
        category: values.category.trim(),
        excerpt: values.excerpt.trim(),
        imageUrl: values.imageUrl.trim(),
        content: values.content,
        isPublished: values.isPublished,
      };
      return post
        ? { method: "PATCH", url: `/api/admin/blog/${post.id}`, body }
        : { method: "POST", url: "/api/admin/blog", body };
    },
    invalidates: BLOG_URLS,
    success: (saved) => ({ title: post ? "Post Saved" : "Post Created", description: saved.title }),
    errorTitle: "Save Failed",
    onSuccess: onClose,
  });
  const set = (field: keyof PostForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  };
  const shown = { ...fieldErrors(save.error), ...errors };

  return (
    <DialogContent title={post ? "Edit Post" : "New Post"} className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field id="post-title" label="Title" error={shown.title}>
          <Input
            {...describedBy("post-title", shown.title)}
            value={form.title}
            maxLength={200}
            onChange={(event) => set("title")(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="post-category" label="Category" error={shown.category}>
            <Input
              {...describedBy("post-category", shown.category)}
              value={form.category}
              maxLength={100}
              onChange={(event) => set("category")(event.target.value)}
            />
          </Field>
          <Field
            id="post-image"
            label="Image address"
            hint="A site path (/images/…) or an https address."
            error={shown.imageUrl}
          >
            <Input
              {...describedBy("post-image", shown.imageUrl, true)}
              value={form.imageUrl}
              maxLength={500}
              inputMode="url"
              onChange={(event) => set("imageUrl")(event.target.value)}
            />
          </Field>
        </div>
        <Field
          id="post-excerpt"
          label="Excerpt"
          hint="One or two sentences shown on the blog list."
          error={shown.excerpt}
        >
          <Textarea
            {...describedBy("post-excerpt", shown.excerpt, true)}
            value={form.excerpt}
            maxLength={500}
            rows={2}
            className="min-h-0"
            onChange={(event) => set("excerpt")(event.target.value)}
          />
        </Field>
        <Field id="post-content" label="Content" hint="Each line break starts a new paragraph." error={shown.content}>
          <Textarea
            {...describedBy("post-content", shown.content, true)}
            value={form.content}
            rows={10}
            onChange={(event) => set("content")(event.target.value)}
          />
        </Field>
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={form.isPublished}
            onChange={(event) => set("isPublished")(event.target.checked)}
            className="h-5 w-5 accent-teal-700"
          />
          Published (listed on the blog)
        </label>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : post ? "Save Changes" : "Create Post"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function PostRow({ post, onEdit }: { post: WireBlogPost; onEdit: () => void }) {
  const toggle = useAdminMutation<boolean, WireBlogPost>({
    request: (isPublished) => ({ method: "PATCH", url: `/api/admin/blog/${post.id}`, body: { isPublished } }),
    invalidates: BLOG_URLS,
    success: (saved) => ({
      title: saved.isPublished ? "Post Published" : "Post Unpublished",
      description: saved.isPublished ? `${saved.title} is now on the blog.` : `${saved.title} is back to draft.`,
    }),
    errorTitle: "Update Failed",
  });
  const headingId = `post-${post.id}`;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" role="article" aria-labelledby={headingId}>
        <img
          src={post.imageUrl || DEFAULT_IMAGE}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          className="hidden h-16 w-24 shrink-0 rounded-lg border border-line bg-paper object-cover sm:block"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={post.isPublished ? "success" : "warning"}>{post.isPublished ? "Published" : "Draft"}</Badge>
            <Badge tone="teal">{post.category}</Badge>
          </div>
          <h2 id={headingId} className="mt-1.5 text-lg leading-snug font-bold break-words">
            {post.title}
          </h2>
          <p className="text-sm text-ink-muted">
            {post.publishedAt ? (
              <>
                Published <LocalTime iso={post.publishedAt} />
              </>
            ) : (
              "Never published"
            )}{" "}
            · Updated <LocalTime iso={post.updatedAt} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <Switch
              checked={post.isPublished}
              disabled={toggle.isPending}
              label={`Published: ${post.title}`}
              onCheckedChange={(checked) => toggle.mutate(checked)}
            />
            <span aria-hidden="true">Published</span>
          </span>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
          </Button>
          {post.isPublished ? (
            <Link
              href={`/blog/${post.id}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:underline"
              aria-label={`View ${post.title} on the blog`}
            >
              View <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : (
            // Keeps the switches of drafts and published posts in one column.
            <span className="hidden w-[3.25rem] sm:block" aria-hidden="true" />
          )}
        </div>
      </Card>
    </li>
  );
}

export function BlogManager({
  posts,
  editing,
  onEdit,
  onClose,
}: {
  posts: WireBlogPost[];
  /** The post in the dialog: "new" for a new one, null when closed. */
  editing: WireBlogPost | "new" | null;
  onEdit: (post: WireBlogPost | "new") => void;
  onClose: () => void;
}) {
  const drafts = posts.filter((post) => !post.isPublished).length;
  return (
    <>
      <p className="mb-4 text-ink-muted">
        {posts.length} {posts.length === 1 ? "post" : "posts"}: {posts.length - drafts} published, {drafts}{" "}
        {drafts === 1 ? "draft" : "drafts"}. Only published posts appear on the blog.
      </p>
      {posts.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-4 py-12 text-center">
          <Newspaper className="h-10 w-10 text-ink-muted" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">No posts yet</h2>
          <p className="mt-1 text-ink-muted">Write the first update for students, families and donors.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Blog posts">
          {posts.map((post) => (
            <PostRow key={post.id} post={post} onEdit={() => onEdit(post)} />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
        {editing !== null && (
          <PostDialog
            key={editing === "new" ? "new" : editing.id}
            post={editing === "new" ? null : editing}
            onClose={onClose}
          />
        )}
      </Dialog>
    </>
  );
}
