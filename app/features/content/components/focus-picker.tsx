import { Crosshair } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useId, useState } from "react";
import { Picture } from "~/components/media/picture";
import { cn } from "~/components/ui/cn";
import type { ImageRef } from "~/lib/image-variants";

/** A point on the photo, as fractions of its width and height. */
export interface FocusPoint {
  x: number;
  y: number;
}

/** One way a page cuts the photo, shown beside it as the owner moves the point. */
interface Cut {
  label: string;
  /** Its size and shape, e.g. "size-40" for a square. */
  className: string;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** The form's value: "0.300,0.080". */
const sent = ({ x, y }: FocusPoint) => `${x.toFixed(3)},${y.toFixed(3)}`;

/**
 * The point of a photo that must stay in view when a page crops it (the
 * gallery's square thumbnails, the city pages' cards, a service's card): the
 * owner taps it on the whole photo, or moves it with the arrow keys, and sees
 * the cuts at once. Saved with the record; the photo's files are cut again
 * around it. One picker per photo: `name` is its form field, `subject` says
 * which photo when a page has two.
 */
export function FocusPicker({
  image,
  focus,
  name = "focus",
  subject,
  hint = "Square thumbnails and cards are cut around it; the large view always shows the whole photo.",
  cuts = [{ label: "As a square thumbnail", className: "size-40" }],
}: {
  image: ImageRef;
  focus: FocusPoint;
  name?: string;
  /** Which photo, when the page has more than one: "the before photo". */
  subject?: string;
  /** Which of the site's pictures are cut around the point. */
  hint?: string;
  cuts?: Cut[];
}) {
  const [point, setPoint] = useState(focus);
  const hintId = useId();
  const position = `${percent(point.x)} ${percent(point.y)}`;
  const shown = { ...image, focus: position };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const img = event.currentTarget.querySelector("img");
    if (!img) return;
    const box = img.getBoundingClientRect();
    setPoint({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 0.01 : 0.05;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint((now) => ({ x: clamp(now.x + move[0]), y: clamp(now.y + move[1]) }));
  };

  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 font-medium">What to keep in view{subject ? ` on ${subject}` : ""}</legend>
      <p id={hintId} className="mb-3 text-sm text-muted-foreground">
        Tap the part of the photo that matters most (a door, a freshly painted wall). {hint}
      </p>
      <input type="hidden" name={name} value={sent(point)} />
      <div className="flex flex-wrap items-start gap-4">
        <button
          type="button"
          onClick={onClick}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          aria-label={`Point to keep in view${subject ? ` on ${subject}` : ""}: ${percent(point.x)} across, ${percent(point.y)} down. Tap the photo or use the arrow keys to move it.`}
          className="relative block w-full max-w-xs cursor-crosshair rounded-lg sm:max-w-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Picture
            image={image}
            variant="large"
            alt=""
            sizes="(min-width: 768px) 480px, 90vw"
            eager
            imgClassName="block h-auto w-full rounded-lg"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute flex size-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-black/40 text-white shadow-lg"
            style={{ left: percent(point.x), top: percent(point.y) }}
          >
            <Crosshair className="size-5" />
          </span>
        </button>
        <div className="flex flex-wrap items-start gap-4">
          {cuts.map((cut) => (
            <div key={cut.label}>
              <p className="mb-1 text-sm font-medium">{cut.label}</p>
              <Picture
                image={shown}
                variant="large"
                alt=""
                sizes="200px"
                eager
                imgClassName={cn("rounded-lg object-cover", cut.className)}
              />
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
