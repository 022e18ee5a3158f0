import { ImagePlus, X } from "lucide-react";

/** A photo the visitor picked, with its preview. */
export interface Chosen {
  file: File;
  /** An object URL for the preview (revoked when the photo is removed). */
  preview: string;
}

/** The photos chosen, each with a remove button, and the progress while the form is sent. */
export function ChosenPhotos({
  chosen,
  notice,
  remove,
  progress,
}: {
  chosen: Chosen[];
  notice: string | null;
  remove: (index: number) => void;
  /** How much of the request has been sent (0-1), or null when nothing is being sent. */
  progress: number | null;
}) {
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
