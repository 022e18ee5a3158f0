import { Clock } from "lucide-react";
import type { ProcessStep } from "~/seed/types";

/** Numbered steps with a time tag each, as an ordered list. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const columns = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's steps, in his order (two may share a title)
          key={i}
          data-reveal
          className="relative rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          {/* On a phone the number sits beside the title: six steps take a screen less. */}
          <div className="flex items-center gap-3 sm:block">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <h3 className="text-lg font-semibold sm:mt-4">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
          </div>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
          <p className="mt-3 sm:mt-4 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-medium">
            <Clock aria-hidden="true" className="size-4" />
            {step.time}
          </p>
        </li>
      ))}
    </ol>
  );
}
