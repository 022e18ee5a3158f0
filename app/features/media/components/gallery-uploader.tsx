import { CircleAlert, ImagePlus, Upload as UploadIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, PhotoInput } from "~/components/ui/form-controls";
import type { ImageRef } from "~/lib/image-variants";
import { NewProject, type Upload } from "./gallery-new-project";

const UPLOAD_PATH = href("/admin/content/gallery/upload");

/** A photo uploaded before and not yet saved into a project (kept on the server as a draft). */
export interface GalleryDraft {
  key: string;
  fileName: string;
  image: ImageRef;
}

/** What the upload address answers a script: the stored picture, or why it was not taken. */
export type UploadAnswer = { ok: true; key: string; image: ImageRef } | { ok: false; message: string };

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
  drafts,
}: {
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  maxUploadBytes: number;
  drafts: GalleryDraft[];
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Uploads saved into a project or discarded: nothing of theirs is left to lose.
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const input = useRef<HTMLInputElement>(null);
  const next = useRef(0);
  const markDone = (id: number) => setDone((ids) => new Set(ids).add(id));

  // Photos still being sent, or sent and not yet named: the browser asks before the page is left.
  const unfinished = uploads.some((u) => u.state === "sending" || (u.state === "ready" && !done.has(u.id)));
  useEffect(() => {
    if (!unfinished) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unfinished]);
  // The drafts as the page opened with them: each row stays (saved or discarded in place) until the next visit.
  const [earlier] = useState(drafts);

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
              <UploadRow
                upload={upload}
                categories={categories}
                cities={cities}
                onDone={() => markDone(upload.id)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {earlier.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-base font-bold">Not finished yet ({earlier.length})</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Photos you uploaded before and have not saved into a project. Give each a title and save it, or
            discard it.
          </p>
          <ol className="mt-3 space-y-4" aria-label="Photos not finished yet">
            {earlier.map((draft, index) => (
              <li key={draft.key} className="rounded-md border border-border p-3">
                <NewProject
                  upload={{
                    id: -1 - index,
                    name: draft.fileName,
                    state: "ready",
                    key: draft.key,
                    image: draft.image,
                  }}
                  categories={categories}
                  cities={cities}
                  onDone={() => {}}
                />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function UploadRow({
  upload,
  categories,
  cities,
  onDone,
}: {
  upload: Upload;
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  onDone: () => void;
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
  return <NewProject upload={upload} categories={categories} cities={cities} onDone={onDone} />;
}
