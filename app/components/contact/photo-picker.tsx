import { ImagePlus, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { FormField } from "~/components/forms/form-field";
import { PhotoInput } from "~/components/ui/form-controls";
import { CONTACT_PHOTO_LIMITS } from "~/lib/schemas/contact-services";
import { useSendProgress } from "~/lib/send-with-progress";

const megabytes = CONTACT_PHOTO_LIMITS.bytes / 1024 / 1024;

interface Chosen {
  file: File;
  /** An object URL for the preview (revoked when the photo is removed). */
  preview: string;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Photos sent with the request (optional). The input itself holds the files,
 * so the form sends them with or without JavaScript; with it, each chosen
 * photo shows as a preview with a remove button, choosing more adds to the
 * list, and a progress bar shows while the form is being sent.
 */
export function PhotoPicker({ error }: { error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  /** Puts the kept photos back into the input: it is what the form sends. */
  const keep = (list: Chosen[]) => {
    const transfer = new DataTransfer();
    for (const item of list) transfer.items.add(item.file);
    if (input.current) input.current.files = transfer.files;
    setChosen(list);
  };

  const add = (files: FileList | null, previous: Chosen[]) => {
    const list = [...previous];
    const refused: string[] = [];
    for (const file of Array.from(files ?? [])) {
      if (list.some((item) => sameFile(item.file, file))) continue;
      if (file.size > CONTACT_PHOTO_LIMITS.bytes) {
        refused.push(`${file.name} is larger than ${megabytes} MB: please choose a smaller copy.`);
      } else if (list.length >= CONTACT_PHOTO_LIMITS.count) {
        refused.push(`You can send up to ${CONTACT_PHOTO_LIMITS.count} photos; ${file.name} was not added.`);
      } else {
        list.push({ file, preview: URL.createObjectURL(file) });
      }
    }
    setNotice(refused.length ? refused.join(" ") : null);
    keep(list);
  };

  // Photos chosen before the page's script ran are in the input already: show them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (input.current?.files?.length) add(input.current.files, []);
  }, []);

  // Previews are released when the form is reset (after sending) or left.
  const latest = useRef(chosen);
  latest.current = chosen;
  useEffect(
    () => () => {
      for (const item of latest.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const remove = (index: number) => {
    const item = chosen[index];
    if (item) URL.revokeObjectURL(item.preview);
    keep(chosen.filter((_, i) => i !== index));
    setNotice(null);
    input.current?.focus();
  };

  return (
    <div>
      <PhotoField input={input} error={error} onChoose={(files) => add(files, chosen)} />
      <ChosenPhotos chosen={chosen} notice={notice} remove={remove} />
    </div>
  );
}

function PhotoField({
  input,
  error,
  onChoose,
}: {
  input: RefObject<HTMLInputElement | null>;
  error?: string;
  onChoose: (files: FileList | null) => void;
}) {
  return (
    <FormField
      name="photos"
      label="Photos"
      optional
      error={error}
      hint={`Walls, ceilings, siding or the damage to fix: photos help us price the job, often without a first visit. Up to ${CONTACT_PHOTO_LIMITS.count}, ${megabytes} MB each. Location details stored in a photo are removed.`}
    >
      {(props) => (
        <PhotoInput
          {...props}
          ref={input}
          multiple
          onChange={(event) => onChoose(event.currentTarget.files)}
        />
      )}
    </FormField>
  );
}

/** The photos chosen, each with a remove button, and the progress while the form is sent. */
function ChosenPhotos({
  chosen,
  notice,
  remove,
}: {
  chosen: Chosen[];
  notice: string | null;
  remove: (index: number) => void;
}) {
  const progress = useSendProgress();
  return (
    <>
      {notice ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {notice}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Photos to send">
          {chosen.map((item, index) => (
            <li key={item.preview} className="relative">
              <img
                src={item.preview}
                alt={item.file.name}
                className="size-20 rounded-md border border-border bg-muted object-cover text-[0px]"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full border border-border bg-background text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">Remove photo {item.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? (
        <div className="mt-3">
          <progress
            className="h-2 w-full accent-primary"
            max={1}
            value={progress}
            aria-label="Sending your photos"
          />
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <ImagePlus className="size-3.5" aria-hidden="true" />
            {progress < 1 ? `Sending your photos… ${Math.round(progress * 100)}%` : "Checking your photos…"}
          </p>
        </div>
      ) : null}
    </>
  );
}
