import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { FormField } from "~/components/forms/form-field";
import { PhotoInput } from "~/components/ui/form-controls";
import { CONTACT_PHOTO_LIMITS } from "~/features/leads/schemas/contact-services";
import { useSendProgress } from "~/features/leads/send-with-progress";
import type { Chosen } from "./chosen-photos";

const megabytes = CONTACT_PHOTO_LIMITS.bytes / 1024 / 1024;

// The previews and the progress bar: fetched once there is something to show
// (most requests come without photos, and the page loads without this code).
const ChosenPhotos = lazy(() => import("./chosen-photos").then((m) => ({ default: m.ChosenPhotos })));

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

  const progress = useSendProgress();
  return (
    <div>
      <PhotoField input={input} error={error} onChoose={(files) => add(files, chosen)} />
      {chosen.length > 0 || notice || progress !== null ? (
        <Suspense fallback={null}>
          <ChosenPhotos chosen={chosen} notice={notice} remove={remove} progress={progress} />
        </Suspense>
      ) : null}
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
