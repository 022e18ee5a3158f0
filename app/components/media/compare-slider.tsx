import { type CSSProperties, useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import type { ImageRef, VariantName } from "~/lib/image-variants";
import { Picture } from "./picture";

interface Side {
  image: ImageRef;
  alt: string;
}

/**
 * A job before and after, one over the other: the "before" picture shows on
 * the left of a divider that a native range input moves (drag or tap on a
 * phone, arrow keys, and a screen reader hears the label and the share
 * shown). Until the page's script runs the divider sits in the middle, so
 * both halves show.
 */
export function CompareSlider({
  before,
  after,
  label,
  variant,
  sizes,
  eager = false,
  className,
  imgClassName,
  whole = false,
}: {
  before: Side;
  after: Side;
  /** What the pair shows, e.g. the project's title. */
  label: string;
  variant: VariantName;
  sizes: string;
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /** Both photos shown whole in the box (the large view). */
  whole?: boolean;
}) {
  const [position, setPosition] = useState(50);
  const input = useRef<HTMLInputElement>(null);
  // A divider moved before the script arrived stays where the visitor left it.
  useEffect(() => {
    const value = input.current?.valueAsNumber;
    if (value !== undefined && !Number.isNaN(value)) setPosition(value);
  }, []);
  const split = { "--split": `${position}%` } as CSSProperties;
  return (
    <div
      className={cn(
        "group/compare relative isolate overflow-hidden focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
        className,
      )}
      style={split}
      data-compare=""
    >
      <Picture
        image={after.image}
        variant={variant}
        alt={after.alt}
        sizes={sizes}
        eager={eager}
        imgClassName={imgClassName}
        whole={whole}
      />
      <div className="absolute inset-0 [clip-path:inset(0_calc(100%_-_var(--split))_0_0)]">
        <Picture
          image={before.image}
          variant={variant}
          alt={before.alt}
          sizes={sizes}
          eager={eager}
          imgClassName={cn(imgClassName, "h-full")}
          whole={whole}
        />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-[var(--split)] w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.35)]"
      >
        <span className="absolute top-1/2 left-1/2 flex size-8 -translate-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-xs font-bold text-slate-900 shadow">
          ⇆
        </span>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
      >
        Before
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
      >
        After
      </span>
      <input
        ref={input}
        type="range"
        min={0}
        max={100}
        step={1}
        defaultValue={50}
        onInput={(event) => setPosition(event.currentTarget.valueAsNumber)}
        // Moved by the page's load-time file where React does not run (lib/load-behaviours.ts).
        data-compare-range=""
        aria-label={`${label}: before and after. Move to compare.`}
        aria-valuetext={`${position}% before, ${100 - position}% after`}
        className="absolute inset-0 z-10 m-0 h-full w-full cursor-ew-resize opacity-0"
      />
    </div>
  );
}
