import { CalendarClock, Eye, FileText, Send, Undo2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import { FormState, PhotoField, SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { ArticleBody, PostIntro } from "~/components/blog/post-article";
import { Button } from "~/components/ui/button";
import { blogPostSchema, STANDARD_POST_PICTURE } from "~/features/content/schemas";
import { type FactSource, fillFacts } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import { markdownToText, readingMinutes, renderMarkdown } from "~/lib/markdown";
import type { HistoryItem } from "~/lib/record-history";
import { slugify } from "~/lib/slugify";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";

export interface PostEditorData {
  isNew: boolean;
  /** None for a new one. */
  id?: string;
  history: HistoryItem[];
  post: {
    title: string;
    slug: string;
    excerpt: string;
    body: string;
    author: string;
    category: string;
    tags: string;
    heroImage: string;
    heroAlt: string;
    seoTitle: string;
    seoDescription: string;
    publishAt: string;
  };
  state: "published" | "scheduled" | "draft";
  stateText: string;
  url: string | null;
  revision: number;
  categories: string[];
  images: ImageRef[];
  timeZoneName: string;
  today: string;
  /** The saved body rendered on the server: the preview before any typing (and without JavaScript). */
  html: string;
  /** What a body can quote of the profile ({businessName}), filled in the preview as the site does. */
  facts: FactSource;
}

type Values = PostEditorData["post"];

/** "blog/drywall-repair" -> "Drywall repair"; a photo the owner uploaded says so. */
function imageLabel(key: string): string {
  if (key === "") return "Standard picture";
  if (key.startsWith("media/")) return "Your uploaded photo";
  const name = key.split("/").pop() ?? key;
  const words = name.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function readValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = (name: keyof Values) => String(data.get(name) ?? "");
  return {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    body: text("body"),
    author: text("author"),
    category: text("category"),
    tags: text("tags"),
    heroImage: text("heroImage"),
    heroAlt: text("heroAlt"),
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    publishAt: text("publishAt"),
  };
}

/**
 * A blog post: write it in Markdown, see it as the post page will show it,
 * then save it as a draft, publish it, schedule it or take it off the site.
 */
export function PostEditor({ data }: { data: PostEditorData }) {
  const form = useContentForm(blogPostSchema);
  const start = (form.values as Values | undefined) ?? data.post;
  const [live, setLive] = useState<Values | null>(null);
  const hydrated = useHydrated();
  const { siteUrl } = useSite();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A photo chosen but not yet sent: the preview shows it from the device.
  const [chosenPhoto, setChosenPhoto] = useState<string>();
  useEffect(() => () => (chosenPhoto ? URL.revokeObjectURL(chosenPhoto) : undefined), [chosenPhoto]);

  // The preview follows the typing, a moment after it pauses.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    if ((event.target as HTMLInputElement).name === "heroPhoto") {
      const file = (event.target as HTMLInputElement).files?.[0];
      setChosenPhoto(file ? URL.createObjectURL(file) : undefined);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLive(readValues(target)), 150);
  };

  const shown = live ?? start;
  const serverPreview = form.answer?.ok ? form.answer.preview : undefined;
  const html = live
    ? renderMarkdown(fillFacts(live.body, data.facts), siteUrl)
    : (serverPreview ?? data.html);
  const sentPhoto = form.answer?.ok ? form.answer.previewImage : undefined;
  const images = sentPhoto ? [sentPhoto, ...data.images] : data.images;
  const image =
    images.find((i) => i.key === shown.heroImage) ??
    data.images.find((i) => i.key === STANDARD_POST_PICTURE) ??
    data.images[0];
  const address = shown.slug || slugify(shown.title);

  return (
    <AdminPage
      title={data.isNew ? "New post" : "Edit post"}
      intro={
        <p>
          <span className="font-semibold text-foreground">{data.stateText}</span>
          {data.url ? (
            <>
              {" · "}
              <a href={data.url} className="underline underline-offset-2">
                View on the site
              </a>
            </>
          ) : null}
        </p>
      }
    >
      <RecordForm
        form={form}
        revision={data.revision}
        multipart
        onInput={onInput}
        draft={`post:${data.id ?? "new"}`}
        actions={
          <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
            <ActionButtons state={data.state} busy={form.busy} />
            {hydrated ? null : (
              <Button type="submit" name="intent" value="preview" variant="outline" formNoValidate>
                <Eye aria-hidden="true" /> Preview
              </Button>
            )}
          </div>
        }
        after={
          <PostPreview
            html={html}
            image={image}
            localImage={chosenPhoto}
            shown={{ ...shown, author: fillFacts(shown.author, data.facts) }}
            today={data.today}
          />
        }
        isNew={data.isNew}
        deletion={{
          label: "Delete this post",
          warning:
            "The post and its addresses are removed for good. To take it off the site but keep it, use Unpublish.",
        }}
      >
        <FormState values={start} errorFor={form.errorFor}>
          <FieldGroup title="The post">
            <TextField name="title" label="Title" wide />
            <TextField
              name="slug"
              label="Address"
              optional
              wide
              hint={
                <>
                  The end of the post's address: /blog/<strong>{address || "…"}</strong>. Left empty, it is
                  made from the title. Changing it on a published post keeps the old address working.
                </>
              }
            />
            <TextAreaField
              name="excerpt"
              label="Summary"
              rows={3}
              wide
              hint="Two sentences on the blog list and in search results (300 characters at most)."
            />
            <TextAreaField
              name="body"
              label="Article"
              rows={18}
              wide
              hint={
                <>
                  Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>- list item</code>,{" "}
                  <code>[link text](https://…)</code>. <code>{"{businessName}"}</code> and{" "}
                  <code>{"{ownerFirstName}"}</code> say the names in your business profile. The preview below
                  shows the result.
                </>
              }
            />
          </FieldGroup>
          <FieldGroup title="Details">
            <TextField
              name="author"
              label="Author"
              hint='"{ownerName}" writes the owner’s name from your business profile, and follows it if it changes.'
            />
            <SelectField
              name="category"
              label="Category"
              hint="Add a category on the blog page."
              options={data.categories.map((c) => ({ value: c, label: c }))}
            />
            <TextField
              name="tags"
              label="Tags"
              optional
              wide
              hint="Separated by commas, e.g. interior painting, minnesota winter."
            />
            <SelectField
              name="heroImage"
              label="Picture"
              options={["", ...images.map((i) => i.key)].map((key) => ({
                value: key,
                label: imageLabel(key),
              }))}
            />
            <PhotoField
              name="heroPhoto"
              label="Or upload a photo"
              optional
              hint="A photo from your phone becomes the post's picture when you save."
            />
            <TextField
              name="heroAlt"
              label="Picture description"
              optional
              hint="What your photo shows, for people who cannot see it. The site's own pictures have one already."
            />
          </FieldGroup>
          <FieldGroup
            title="Search engines"
            description="Optional: the title and description search results show. Left empty, the post's own are used."
          >
            <TextField name="seoTitle" label="Search title" optional hint="70 characters at most." />
            <TextAreaField
              name="seoDescription"
              label="Search description"
              optional
              rows={2}
              hint="170 characters at most."
            />
          </FieldGroup>
          <FieldGroup title="When">
            <TextField
              name="publishAt"
              label="Publish date and time"
              type="datetime-local"
              optional
              hint={`${data.timeZoneName}. For Schedule, a time still to come; for Publish now, leave it empty (or give an earlier date).`}
            />
          </FieldGroup>
        </FormState>
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory
          items={data.history}
          revision={data.revision}
          timeZoneName={data.timeZoneName}
          restores="the words, picture and settings of that version (the picture only while its photo is kept), and leaves the post published, scheduled or a draft as it is now"
        />
      )}
    </AdminPage>
  );
}

/** The buttons a post's state offers: a draft can be published or scheduled; a live post saved or taken down. */
function ActionButtons({ state, busy }: { state: PostEditorData["state"]; busy: string }) {
  const label = (intent: string, idle: string, working: string) => (busy === intent ? working : idle);
  return (
    <>
      {state === "draft" ? (
        <Button type="submit" name="intent" value="save" variant="outline" disabled={busy === "save"}>
          <FileText aria-hidden="true" /> {label("save", "Save draft", "Saving...")}
        </Button>
      ) : (
        <Button type="submit" name="intent" value="save" disabled={busy === "save"}>
          <FileText aria-hidden="true" /> {label("save", "Save changes", "Saving...")}
        </Button>
      )}
      {state !== "published" ? (
        <>
          <Button type="submit" name="intent" value="publish" disabled={busy === "publish"}>
            <Send aria-hidden="true" /> {label("publish", "Publish now", "Publishing...")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="schedule"
            variant="outline"
            disabled={busy === "schedule"}
          >
            <CalendarClock aria-hidden="true" /> {label("schedule", "Schedule", "Scheduling...")}
          </Button>
        </>
      ) : null}
      {state !== "draft" ? (
        <Button
          type="submit"
          name="intent"
          value="unpublish"
          variant="outline"
          disabled={busy === "unpublish"}
        >
          <Undo2 aria-hidden="true" /> {label("unpublish", "Unpublish", "Unpublishing...")}
        </Button>
      ) : null}
    </>
  );
}

/** The post as its page will show it: what was saved, or what is being typed. */
function PostPreview({
  html,
  image,
  localImage,
  shown,
  today,
}: {
  html: string;
  image: ImageRef | undefined;
  localImage: string | undefined;
  shown: Values;
  today: string;
}) {
  return (
    <section aria-labelledby="preview-title" className="mt-10">
      <h2 id="preview-title" className="text-xl font-bold">
        Preview
      </h2>
      <p className="text-sm text-muted-foreground">As the post page will show it.</p>
      <div className="mt-3 rounded-xl border border-border bg-background">
        <div className="mx-auto max-w-4xl px-4 pb-10 sm:px-6">
          {image ? (
            <PostIntro
              preview
              post={{
                title: shown.title || "Untitled post",
                author: shown.author,
                date: shown.publishAt.slice(0, 10) || today,
                category: shown.category,
                readingMinutes: readingMinutes(markdownToText(shown.body)),
                image,
                localImage,
                imageAlt: shown.heroAlt,
              }}
            />
          ) : null}
          <div className="mt-10">
            <ArticleBody html={html} />
          </div>
        </div>
      </div>
    </section>
  );
}
