import { Clock } from "lucide-react";
import type { ProcessStep } from "~/seed/types";

/** Numbered steps with a time tag each, as an ordered list. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const columns = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          data-reveal
          className="relative rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
          <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-medium">
            <Clock aria-hidden="true" className="size-4" />
            {step.time}
          </p>
        </li>
      ))}
    </ol>
  );
}
