import { cn } from "~/components/ui/cn";
import type { ImageRef } from "~/lib/image-variants";
import { anySamplePicture } from "~/lib/sample-pictures";

/**
 * "Sample picture", on a drawing a fresh install came with (not a photo of a
 * real job): a small tag in the picture's lower left corner, clear of its
 * middle, white on near-black whatever the theme. Place it in a `relative`
 * box around the picture; it shows nothing for the owner's own photos. The
 * text is read out where it stands, or through its id (aria-describedby)
 * when the picture is inside a control named otherwise.
 */
export function SampleLabel({
  of,
  id,
  className,
}: {
  /** The picture, or a pair's two: labelled when any is a sample. */
  of: ImageRef | readonly (ImageRef | null | undefined)[];
  id?: string;
  className?: string;
}) {
  if (!anySamplePicture("key" in of ? [of] : of)) return null;
  return (
    <span
      id={id}
      data-sample-label=""
      className={cn(
        "pointer-events-none absolute bottom-2 left-2 z-10 rounded bg-slate-950/85 px-1.5 py-0.5 text-xs font-semibold leading-tight text-white shadow-sm ring-1 ring-white/25",
        className,
      )}
    >
      Sample picture
    </span>
  );
}
