import { claims } from "~/content/site";

export interface NextStep {
  title: string;
  text: string;
}

/** The steps after a message, for the contact page's loader to send. */
export const contactNextSteps = (): NextStep[] => [
  {
    title: "We get back to you",
    text: `Usually ${claims.responseTime} during business hours, by phone or e-mail.`,
  },
  {
    title: "Free estimate visit",
    text: "The owner looks at the project with you. Same-day visits are often available.",
  },
  { title: "Your written quote", text: `A clear, written price ${claims.quoteTime}, with no obligation.` },
];

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
