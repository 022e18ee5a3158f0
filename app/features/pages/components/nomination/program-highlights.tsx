import { Award, HeartHandshake, Users } from "lucide-react";
import type { nominationProgram } from "~/seed/programs";

const icons = [HeartHandshake, Award, Users];

/** The three highlights of the community program (spec 001 §2). */
export function ProgramHighlights({ highlights }: { highlights: typeof nominationProgram.highlights }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {highlights.map((highlight, i) => {
        const Icon = icons[i] ?? HeartHandshake;
        return (
          <li
            key={highlight.title}
            className="rounded-xl border border-border bg-card p-6 text-center shadow-sm"
          >
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-blue-400/15 dark:text-blue-300">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{highlight.title}</h3>
            <p className="mt-2 text-muted-foreground">{highlight.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
