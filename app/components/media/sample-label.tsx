import { cn } from "~/components/ui/cn";
import type { ImageRef } from "~/lib/image-variants";
import { anySamplePicture } from "~/lib/sample-pictures";

const sizes = {
  /** A card's picture. */
  small: "bottom-2 left-2 px-1.5 py-0.5 text-xs",
  /** A picture a page or the large view shows on its own. */
  large: "bottom-3 left-3 px-2 py-1 text-sm",
  /** A phone's narrow picture beside a card's text (a card's size from 640 px on). */
  narrow: "bottom-1 left-1 px-1 py-0.5 text-[11px] sm:bottom-2 sm:left-2 sm:px-1.5 sm:text-xs",
} as const;

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
  size = "small",
}: {
  /** The picture, or a pair's two: labelled when any is a sample. */
  of: ImageRef | readonly (ImageRef | null | undefined)[];
  id?: string;
  size?: keyof typeof sizes;
}) {
  if (!anySamplePicture("key" in of ? [of] : of)) return null;
  return (
    <span
      id={id}
      data-sample-label=""
      className={cn(
        "pointer-events-none absolute z-10 rounded bg-slate-950/85 font-semibold leading-tight whitespace-nowrap text-white shadow-sm ring-1 ring-white/25",
        sizes[size],
      )}
    >
      Sample picture
    </span>
  );
}
