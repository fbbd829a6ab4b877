import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { SITE_PAGE_BODY_MAX, SITE_PAGE_TITLE_MAX } from "../../../../shared/rules/site-pages";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card, CardBody } from "../../../components/ui/card";
import { FormMessage, TextAreaField, TextField } from "../../../components/ui/field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { adminQueries } from "../../../lib/admin-queries";
import { apiRequest, errorMessage } from "../../../lib/api";
import { invalidate, putAnswer } from "../../../lib/cache-updates";
import { fieldErrors } from "../../../lib/field-errors";
import { queries, type WireSitePage } from "../../../lib/queries";
import { prefetchData, queryOutcome } from "../../../lib/query-outcome";
import { useForm } from "../../../lib/use-form";
import { AdminLayout } from "../../layout/AdminLayout";
import type { PrefetchContext } from "../../routes";

export async function prefetch({ queryClient, params, user }: PrefetchContext) {
  if (user?.role !== "admin" || !params.slug) return;
  await prefetchData(queryClient, adminQueries.sitePage(params.slug));
}

const backLink = (
  <Link href="/admin/pages" className={buttonClass("outline", "sm")}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Pages
  </Link>
);

type Values = { titleEn: string; bodyEn: string; titleEs: string; bodyEs: string };

/** The form: both languages' title and Markdown text, saved together. */
function PageForm({ page }: { page: WireSitePage }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    titleEn: page.en.title,
    bodyEn: page.en.body,
    titleEs: page.es.title,
    bodyEs: page.es.body,
  });
  const [formError, setFormError] = useState<string>();
  const save = useMutation({
    mutationFn: (values: Values) => apiRequest<WireSitePage>("PUT", `/api/admin/pages/${page.slug}`, values),
    onSuccess: async (saved) => {
      putAnswer(queryClient, adminQueries.sitePage(page.slug), saved);
      putAnswer(queryClient, queries.sitePage(page.slug), saved);
      toast({ title: "Page saved", description: `${saved.en.title} is published.` });
      await invalidate(queryClient, ["/api/admin/pages"], { refetchInactive: true });
    },
    onError: (error) => {
      const errors = fieldErrors(error);
      form.showErrors(errors);
      setFormError(Object.keys(errors).length === 0 ? errorMessage(error) : errors.form);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const missing: Record<string, string> = {};
    if (!form.values.titleEn.trim()) missing.titleEn = "English title is required";
    if (!form.values.bodyEn.trim()) missing.bodyEn = "English text is required";
    if (!form.values.titleEs.trim()) missing.titleEs = "Spanish title is required";
    if (!form.values.bodyEs.trim()) missing.bodyEs = "Spanish text is required";
    if (Object.keys(missing).length > 0) return form.showErrors(missing);
    save.mutate(form.values);
  };
  const hint = "Markdown: ## heading, - list item, **bold**, [link text](/pages/contact-us).";
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="grid gap-6">
      <FormMessage error={formError} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardBody className="grid gap-4">
            <h2 className="text-lg font-bold">English</h2>
            <TextField
              id="page-title-en"
              label="English title"
              maxLength={SITE_PAGE_TITLE_MAX}
              {...form.field("titleEn")}
            />
            <TextAreaField
              id="page-body-en"
              label="English text"
              rows={18}
              maxLength={SITE_PAGE_BODY_MAX}
              hint={hint}
              textareaClassName="font-mono text-sm"
              {...form.field("bodyEn")}
            />
          </CardBody>
        </Card>
        <Card lang="es">
          <CardBody className="grid gap-4">
            <h2 className="text-lg font-bold" lang="en">
              Spanish
            </h2>
            <TextField
              id="page-title-es"
              label={<span lang="en">Spanish title</span>}
              maxLength={SITE_PAGE_TITLE_MAX}
              {...form.field("titleEs")}
            />
            <TextAreaField
              id="page-body-es"
              label={<span lang="en">Spanish text</span>}
              rows={18}
              maxLength={SITE_PAGE_BODY_MAX}
              hint={<span lang="en">{hint}</span>}
              textareaClassName="font-mono text-sm"
              {...form.field("bodyEs")}
            />
          </CardBody>
        </Card>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save page"}
        </Button>
        <a href={`/pages/${page.slug}`} className={buttonClass("ghost")}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> View page
        </a>
      </div>
    </form>
  );
}

/** /admin/pages/{slug}: edit one of the academy's own pages. */
export default function AdminSitePageEditor({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? "";
  const query = useQuery(adminQueries.sitePage(slug));
  const outcome = queryOutcome(query);
  const title = outcome.status === "ready" ? `Edit: ${outcome.data.en.title}` : "Edit page";
  return (
    <AdminLayout title={title} roles={["admin"]} actions={backLink}>
      {outcome.status === "ready" ? (
        <PageForm key={outcome.data.updatedAt} page={outcome.data} />
      ) : outcome.status === "missing" ? (
        <p className="font-semibold">There is no such page. The footer&apos;s pages are listed under Pages.</p>
      ) : outcome.status === "loading" ? (
        <div aria-busy="true" aria-label="Loading page" className="grid gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <p role="alert" className="font-semibold text-danger">
          The page couldn&apos;t be loaded. Reload the page to try again.
        </p>
      )}
    </AdminLayout>
  );
}
