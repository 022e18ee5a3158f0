import { CircleCheck, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, Select } from "~/components/ui/form-controls";
import { suggestAlt } from "~/features/media/alt-text";
import type { ContentFormResult } from "~/lib/admin-form";
import type { ImageRef } from "~/lib/image-variants";

/** A photo being added: sent with a progress bar, refused, or ready to be named. */
export type Upload =
  | { id: number; name: string; state: "sending"; progress: number }
  | { id: number; name: string; state: "failed"; message: string }
  | { id: number; name: string; state: "ready"; key: string; image: ImageRef };

const LIST_PATH = href("/admin/content/gallery");

/** The form that turns an uploaded photo into a project (saved in place, the other rows stay as they are). */
export function NewProject({
  upload,
  categories,
  cities,
  onDone,
}: {
  upload: Extract<Upload, { state: "ready" }>;
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  /** Saved into a project or discarded. */
  onDone: () => void;
}) {
  const fetcher = useFetcher<ContentFormResult>();
  const discard = useFetcher();
  const saved = fetcher.data?.ok === true;
  const [discarded, setDiscarded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when it is saved or discarded
  useEffect(() => {
    if (saved || discarded) onDone();
  }, [saved, discarded]);
  const [title, setTitle] = useState("");
  const [category, setCategory] = useState(categories[0] ?? "");
  const [citySlug, setCitySlug] = useState("");
  const [alt, setAlt] = useState<string | null>(null);
  const cityName = cities.find((c) => c.slug === citySlug)?.name;
  const suggested = suggestAlt({ title, category, cityName });
  const id = `upload-${upload.id}`;
  const errorFor = (field: string) =>
    fetcher.data && !fetcher.data.ok
      ? fetcher.data.issues.find((i) => i.field === field)?.message
      : undefined;
  if (discarded) {
    return (
      <p role="status" className="text-sm font-medium">
        {discard.state === "idle" ? `Discarded: ${upload.name}.` : `Discarding ${upload.name}…`}
      </p>
    );
  }
  if (fetcher.data?.ok) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CircleCheck className="size-4 text-green-700 dark:text-green-400" aria-hidden="true" />{" "}
        {fetcher.data.message}
      </p>
    );
  }
  return (
    <>
      <fetcher.Form
        method="post"
        action={href("/admin/content/gallery/:id", { id: "new" })}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <Picture
          image={upload.image}
          variant="thumb"
          alt=""
          sizes="128px"
          className="shrink-0"
          imgClassName="size-32 rounded-md object-cover"
        />
        <div className="grid flex-1 gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="image" value={upload.key} />
          <input type="hidden" name="inline" value="1" />
          <div>
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              name="title"
              required
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              aria-invalid={errorFor("title") ? true : undefined}
              aria-describedby={errorFor("title") ? `${id}-title-error` : undefined}
            />
            <FieldError id={`${id}-title-error`}>{errorFor("title")}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-category`}>Category</Label>
            <Select
              id={`${id}-category`}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-city`}>
              City <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Select
              id={`${id}-city`}
              name="citySlug"
              value={citySlug}
              onChange={(event) => setCitySlug(event.currentTarget.value)}
            >
              <option value="">No city page</option>
              {cities.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="sm:col-span-2">
            <Label htmlFor={`${id}-alt`}>Picture description</Label>
            <p id={`${id}-alt-hint`} className="-mt-1 mb-1.5 text-sm text-muted-foreground">
              What the photo shows, for people who cannot see it. A suggestion is filled in; make it say what
              is there.
            </p>
            <Input
              id={`${id}-alt`}
              name="alt"
              required
              value={alt ?? suggested}
              onChange={(event) => setAlt(event.currentTarget.value)}
              aria-describedby={`${id}-alt-hint${errorFor("alt") ? ` ${id}-alt-error` : ""}`}
              aria-invalid={errorFor("alt") ? true : undefined}
            />
            <FieldError id={`${id}-alt-error`}>{errorFor("alt")}</FieldError>
          </div>
          {fetcher.data && !fetcher.data.ok && fetcher.data.issues.length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {fetcher.data.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" className="h-11" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Saving..." : "Save project"}
            </Button>
            {/* A separate form (forms cannot nest): it names the form it submits. */}
            <Button
              type="submit"
              form={`${id}-discard`}
              variant="outline"
              className="h-11"
              disabled={discard.state !== "idle"}
            >
              <Trash2 aria-hidden="true" /> Discard photo<span className="sr-only"> {upload.name}</span>
            </Button>
          </div>
        </div>
      </fetcher.Form>
      <discard.Form
        id={`${id}-discard`}
        method="post"
        action={LIST_PATH}
        hidden
        onSubmit={() => setDiscarded(true)}
      >
        <input type="hidden" name="intent" value="discard-draft" />
        <input type="hidden" name="id" value={upload.key.replace(/^media\//, "")} />
      </discard.Form>
    </>
  );
}
