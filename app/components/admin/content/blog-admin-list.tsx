import { ExternalLink, Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/form-controls";
import { categorySchema } from "~/lib/schemas/content";
import { ContentPage } from "./content-page";
import { useContentForm } from "./use-content-form";

export interface BlogAdminData {
  posts: {
    id: string;
    title: string;
    category: string;
    state: "published" | "scheduled" | "draft";
    when: string;
    url: string | null;
  }[];
  categories: { name: string; posts: number }[];
}

const stateLabels = { published: "Published", scheduled: "Scheduled", draft: "Draft" } as const;
const stateStyles = {
  published: "border-green-700/40 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
  scheduled: "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  draft: "border-border bg-muted text-foreground",
} as const;

/** The blog's posts (drafts and scheduled ones first), and its categories. */
export function BlogAdminList({
  data,
  flash,
}: {
  data: BlogAdminData;
  flash?: { message: string; kind: "success" | "error" };
}) {
  const form = useContentForm(categorySchema);
  const failed = form.answer && !form.answer.ok ? form.answer : undefined;
  return (
    <ContentPage
      title="Blog"
      intro="Drafts stay off the site until you publish them; a scheduled post appears at its time by itself."
      actions={
        <Button asChild>
          <Link to="/admin/content/blog/new">
            <Plus aria-hidden="true" /> New post
          </Link>
        </Button>
      }
    >
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <h2 className="sr-only">Posts</h2>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {data.posts.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1 basis-64">
              <Link to={`/admin/content/blog/${post.id}`} className="font-semibold hover:underline">
                {post.title}
              </Link>
              <p className="mt-0.5 text-sm text-muted-foreground">
                {post.category}
                {post.when ? ` · ${post.when}` : ""}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span
                className={cn(
                  "rounded-full border px-2.5 py-0.5 text-xs font-semibold",
                  stateStyles[post.state],
                )}
              >
                {stateLabels[post.state]}
              </span>
              {post.url ? (
                <a href={post.url} className="inline-flex items-center gap-1 text-sm hover:underline">
                  View <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only"> {post.title} on the site</span>
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="text-xl font-bold">
          Categories
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The blog's filter lists the categories that have a published post.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {data.categories.map((category) => (
            <li key={category.name} className="rounded-full border border-border px-3 py-1 text-sm">
              {category.name} <span className="text-muted-foreground">({category.posts})</span>
            </li>
          ))}
        </ul>
        <Form
          method="post"
          noValidate={form.noValidate}
          onSubmit={form.onSubmit}
          className="mt-4 flex max-w-lg flex-wrap items-end gap-3"
        >
          {failed && form.issues.length === 0 ? (
            <p role="alert" className="w-full text-sm font-medium text-destructive">
              {failed.message}
            </p>
          ) : null}
          <FormField
            name="name"
            label="New category"
            error={form.errorFor("name")}
            className="flex-1 basis-56"
          >
            {(props) => (
              <Input {...props} required maxLength={60} defaultValue={String(form.values?.name ?? "")} />
            )}
          </FormField>
          <Button
            type="submit"
            name="intent"
            value="add-category"
            variant="outline"
            className="h-11"
            disabled={form.busy === "add-category"}
          >
            <Plus aria-hidden="true" /> Add category
          </Button>
        </Form>
      </section>
    </ContentPage>
  );
}
