import { ExternalLink, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { LanguageBadge } from "../../components/ui/language-badge";
import { LocalTime } from "../../components/ui/local-time";
import { SelectField } from "../../components/ui/choice-field";
import { LOCALE_NAMES, LOCALES } from "../../../shared/rules/locale";
import { POST_CATEGORY_MAX, POST_EXCERPT_MAX, POST_TITLE_MAX } from "../../../shared/rules/records";
import type { WireBlogPost } from "../../lib/admin-queries";
import { SendToSubscribers } from "../newsletter";
import {
  blankErrors,
  imageAddressError,
  ImageAddressEntry,
  RecordDialog,
  RecordManager,
  RecordRow,
  TextEntry,
  useRecordForm,
  type EditingProps,
} from "../../components/staff/RecordManager";

const BLOG_URLS = ["/api/admin/blog", "/api/blog"];
const DEFAULT_IMAGE = "/images/default-course.svg";

interface PostForm {
  title: string;
  category: string;
  /** "en", "es", or "" when not stated. */
  language: string;
  excerpt: string;
  imageUrl: string;
  content: string;
  isPublished: boolean;
}

const emptyForm: PostForm = {
  title: "",
  category: "",
  language: "",
  excerpt: "",
  imageUrl: "",
  content: "",
  isPublished: false,
};

const formOf = (post: WireBlogPost): PostForm => ({
  title: post.title,
  category: post.category,
  language: post.language ?? "",
  excerpt: post.excerpt ?? "",
  imageUrl: post.imageUrl ?? "",
  content: post.content,
  isPublished: post.isPublished,
});

function validate(form: PostForm): Record<string, string> {
  const errors = blankErrors(form, { title: "Title", category: "Category", content: "Content" });
  const imageError = imageAddressError(form.imageUrl);
  if (imageError) errors.imageUrl = imageError;
  return errors;
}

function PostDialog({ post, onClose }: { post: WireBlogPost | null; onClose: () => void }) {
  const { form, set, field, formRef, onSubmit, isPending } = useRecordForm({
    record: post,
    initial: post ? formOf(post) : emptyForm,
    validate,
    url: "/api/admin/blog",
    body: (values) => ({
      title: values.title.trim(),
      category: values.category.trim(),
      language: values.language || null,
      excerpt: values.excerpt.trim(),
      imageUrl: values.imageUrl.trim(),
      content: values.content,
      isPublished: values.isPublished,
    }),
    invalidates: BLOG_URLS,
    success: (saved) => ({ title: post ? "Post Saved" : "Post Created", description: saved.title }),
    onSaved: onClose,
  });

  return (
    <RecordDialog
      title={post ? "Edit Post" : "New Post"}
      formRef={formRef}
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={post ? "Save Changes" : "Create Post"}
    >
      <TextEntry id="post-title" label="Title" {...field("title")} maxLength={POST_TITLE_MAX} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextEntry id="post-category" label="Category" {...field("category")} maxLength={POST_CATEGORY_MAX} />
        <SelectField
          id="post-language"
          label="Language"
          hint="The language the post is written in."
          options={[
            { value: "", label: "Not stated" },
            ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
          ]}
          {...field("language")}
        />
      </div>
      <ImageAddressEntry id="post-image" {...field("imageUrl")} />
      <TextEntry
        id="post-excerpt"
        label="Excerpt"
        hint="One or two sentences shown on the blog list."
        {...field("excerpt")}
        maxLength={POST_EXCERPT_MAX}
        rows={2}
        className="min-h-0"
      />
      <TextEntry
        id="post-content"
        label="Content"
        hint="Each line break starts a new paragraph."
        {...field("content")}
        rows={10}
      />
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={form.isPublished}
          onChange={(event) => set("isPublished")(event.target.checked)}
          className="h-5 w-5 accent-teal-700"
        />
        Published (listed on the blog)
      </label>
    </RecordDialog>
  );
}

function PostRow({ post, onEdit }: { post: WireBlogPost; onEdit: () => void }) {
  const headingId = `post-${post.id}`;
  return (
    <RecordRow
      headingId={headingId}
      toggle={{
        url: `/api/admin/blog/${post.id}`,
        field: "isPublished",
        checked: post.isPublished,
        invalidates: BLOG_URLS,
        success: (saved: WireBlogPost) => ({
          title: saved.isPublished ? "Post Published" : "Post Unpublished",
          description: saved.isPublished ? `${saved.title} is now on the blog.` : `${saved.title} is back to draft.`,
        }),
        label: `Published: ${post.title}`,
        text: "Published",
      }}
      editLabel={`Edit ${post.title}`}
      onEdit={onEdit}
      after={
        post.isPublished ? (
          <span className="flex flex-wrap items-center gap-3">
            <SendToSubscribers post={post} />
            <Link
              href={`/blog/${post.id}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:underline"
              aria-label={`View ${post.title} on the blog`}
            >
              View <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </Link>
          </span>
        ) : (
          // Keeps the switches of drafts and published posts in one column.
          <span className="hidden w-[3.25rem] sm:block" aria-hidden="true" />
        )
      }
    >
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
          <LanguageBadge language={post.language} />
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
    </RecordRow>
  );
}

export function BlogManager({ posts, ...editing }: { posts: WireBlogPost[] } & EditingProps<WireBlogPost>) {
  const drafts = posts.filter((post) => !post.isPublished).length;
  return (
    <RecordManager
      records={posts}
      summary={
        <>
          {posts.length} {posts.length === 1 ? "post" : "posts"}: {posts.length - drafts} published, {drafts}{" "}
          {drafts === 1 ? "draft" : "drafts"}. Only published posts appear on the blog.
        </>
      }
      empty={{
        icon: Newspaper,
        title: "No posts yet",
        text: "Write the first update for students, families and donors.",
      }}
      listLabel="Blog posts"
      renderRow={(post, edit) => <PostRow post={post} onEdit={edit} />}
      renderDialog={(post) => <PostDialog post={post} onClose={editing.onClose} />}
      {...editing}
    />
  );
}
