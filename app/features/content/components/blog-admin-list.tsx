import { ExternalLink, Plus } from "lucide-react";
import { Form, href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { useContentForm } from "~/components/admin/use-content-form";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/form-controls";
import { categorySchema } from "~/features/content/schemas";

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
export function BlogAdminList({ data }: { data: BlogAdminData }) {
  const form = useContentForm(categorySchema);
  return (
    <AdminPage
      title="Blog"
      intro="Drafts stay off the site until you publish them; a scheduled post appears at its time by itself."
      actions={
        <Button asChild>
          <Link to={href("/admin/content/blog/:id", { id: "new" })}>
            <Plus aria-hidden="true" /> New post
          </Link>
        </Button>
      }
    >
      <h2 className="sr-only">Posts</h2>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {data.posts.map((post) => (
          <RecordRow
            key={post.id}
            id={post.id}
            name={post.title}
            layout="line"
            title={
              <Link to={href("/admin/content/blog/:id", { id: post.id })} className="hover:underline">
                {post.title}
              </Link>
            }
            extra={
              <>
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
              </>
            }
          >
            <p className="mt-0.5 text-sm text-muted-foreground">
              {post.category}
              {post.when ? ` · ${post.when}` : ""}
            </p>
          </RecordRow>
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
          {form.refusal && form.issues.length === 0 ? (
            <p role="alert" className="w-full text-sm font-medium text-destructive">
              {form.refusal}
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
    </AdminPage>
  );
}
