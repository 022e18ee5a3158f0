import type { NextStep } from "~/seed/thanks-pages";

/** What happens after the visitor sends the form. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  return (
    <div className="mt-10 border-t border-border pt-8">
      <h3 className="text-lg font-semibold">What happens next</h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3 sm:flex-col sm:gap-2">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
