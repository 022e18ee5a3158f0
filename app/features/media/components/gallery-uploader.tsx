import { CircleAlert, CircleCheck, ImagePlus, Upload as UploadIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label, PhotoInput, Select } from "~/components/ui/form-controls";
import { suggestAlt } from "~/features/content";
import type { ContentFormResult } from "~/lib/admin-form";
import type { ImageRef } from "~/lib/image-variants";

const UPLOAD_PATH = href("/admin/content/gallery/upload");

/** What the upload address answers a script: the stored picture, or why it was not taken. */
export type UploadAnswer = { ok: true; key: string; image: ImageRef } | { ok: false; message: string };

type Upload =
  | { id: number; name: string; state: "sending"; progress: number }
  | { id: number; name: string; state: "failed"; message: string }
  | { id: number; name: string; state: "ready"; key: string; image: ImageRef };

/** Sends one file with a progress report (fetch has none for uploads). */
function send(file: File, onProgress: (share: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as UploadAnswer);
      } catch {
        resolve({
          ok: false,
          message: `The server did not take this photo (${request.status}). Please try again.`,
        });
      }
    };
    request.onerror = () =>
      resolve({ ok: false, message: "The photo could not be sent. Check your connection and try again." });
    const body = new FormData();
    body.append("photo", file);
    request.send(body);
  });
}

/**
 * Several photos at once from a phone: each is sent on its own with a
 * progress bar (one that fails loses none of the others), then gets its
 * title, category and description, and is saved as a project. Without
 * JavaScript the same form sends the photos together; they are added as
 * hidden projects to name one by one.
 */
export function GalleryUploader({
  categories,
  cities,
  maxUploadBytes,
}: {
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  maxUploadBytes: number;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef(0);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? ({ ...u, ...change } as Upload) : u)));

  const start = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const id = next.current++;
      if (file.size > maxUploadBytes) {
        setUploads((list) => [
          ...list,
          {
            id,
            name: file.name,
            state: "failed",
            message: `This photo is larger than ${Math.round(maxUploadBytes / 1024 / 1024)} MB. Send a smaller copy (a phone's "large" size is plenty).`,
          },
        ]);
        continue;
      }
      setUploads((list) => [...list, { id, name: file.name, state: "sending", progress: 0 }]);
      void send(file, (progress) => update(id, { progress })).then((answer) =>
        update(
          id,
          answer.ok
            ? { state: "ready", key: answer.key, image: answer.image }
            : { state: "failed", message: answer.message },
        ),
      );
    }
    if (input.current) input.current.value = "";
  };

  // Photos chosen before the page's script ran are sent now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (input.current?.files?.length) start(input.current.files);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start(input.current?.files ?? null);
  };

  return (
    <section aria-labelledby="add-photos-title" className="rounded-lg border border-border p-4 sm:p-5">
      <h2 id="add-photos-title" className="flex items-center gap-2 text-lg font-bold">
        <ImagePlus className="size-5" aria-hidden="true" /> Add photos
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Choose several at once, straight from your phone's photos. Each becomes a project: give it a title and
        a category, then save it. Location and other details stored in a photo are removed.
      </p>
      <form
        method="post"
        action={UPLOAD_PATH}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-64">
          <Label htmlFor="gallery-photos">Photos</Label>
          <PhotoInput
            ref={input}
            id="gallery-photos"
            name="photo"
            multiple
            onChange={(event) => start(event.currentTarget.files)}
          />
        </div>
        {/* With the script, choosing photos sends them; without it, this button does. */}
        <Button type="submit" variant="outline" className="h-11">
          <UploadIcon aria-hidden="true" /> Upload
        </Button>
      </form>
      {uploads.length > 0 ? (
        <ol className="mt-5 space-y-4" aria-label="Photos being added">
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-md border border-border p-3">
              <UploadRow upload={upload} categories={categories} cities={cities} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function UploadRow({
  upload,
  categories,
  cities,
}: {
  upload: Upload;
  categories: readonly string[];
  cities: { slug: string; name: string }[];
}) {
  if (upload.state === "sending") {
    return (
      <div>
        <p className="truncate text-sm font-medium">{upload.name}</p>
        <progress
          className="mt-2 h-2 w-full accent-primary"
          max={1}
          value={upload.progress}
          aria-label={`Sending ${upload.name}`}
        />
        <p className="mt-1 text-xs text-muted-foreground">
          {upload.progress < 1
            ? `Sending… ${Math.round(upload.progress * 100)}%`
            : "Making the sizes the site shows…"}
        </p>
      </div>
    );
  }
  if (upload.state === "failed") {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          <span className="font-semibold">{upload.name}:</span> {upload.message}
        </span>
      </p>
    );
  }
  return <NewProject upload={upload} categories={categories} cities={cities} />;
}

/** The form that turns an uploaded photo into a project (saved in place, the other rows stay as they are). */
function NewProject({
  upload,
  categories,
  cities,
}: {
  upload: Extract<Upload, { state: "ready" }>;
  categories: readonly string[];
  cities: { slug: string; name: string }[];
}) {
  const fetcher = useFetcher<ContentFormResult>();
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
  if (fetcher.data?.ok) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CircleCheck className="size-4 text-green-700 dark:text-green-400" aria-hidden="true" />{" "}
        {fetcher.data.message}
      </p>
    );
  }
  return (
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
            What the photo shows, for people who cannot see it. A suggestion is filled in; make it say what is
            there.
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
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save project"}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
