import type { ReactNode } from "react";

interface PageHeroProps {
  /** Small label above the heading. */
  badge?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
}

/** The heading band at the top of a page. */
export function PageHero({ badge, title, subtitle, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-blue-800 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {badge ? (
          <p className="mb-4 inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
            {badge}
          </p>
        ) : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {subtitle ? (
          <p className="mx-auto mt-5 max-w-3xl text-lg text-blue-50 text-pretty">{subtitle}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
