import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

interface SectionProps {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** "muted" gives the band a tinted background to separate it from its neighbours. */
  tone?: "default" | "muted";
  /**
   * Below the first screen of a long page: the band skips layout and paint
   * until it comes near the viewport (content-visibility: auto), which keeps
   * a phone's first layout short. Its text stays in the page, for find in
   * page, links to it and screen readers.
   */
  deferRender?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page band with an optional centred heading (h2) and intro. */
export function Section({
  id,
  title,
  intro,
  tone = "default",
  deferRender = false,
  className,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      className={cn(tone === "muted" && "bg-muted", deferRender && "defer-render", "scroll-mt-28")}
    >
      <div className={cn("mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-20", className)}>
        {title ? (
          <div className="mx-auto mb-6 max-w-3xl text-center sm:mb-10">
            <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
            {intro ? (
              <p className="mt-3 text-muted-foreground text-pretty sm:mt-4 sm:text-lg">{intro}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
