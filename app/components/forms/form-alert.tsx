import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormResult } from "~/lib/form-result";

/**
 * The action's answer written into the page, for a form posted without
 * JavaScript (with JavaScript the same messages are toasts).
 */
export function FormAlert({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  if (result.ok) {
    return (
      <div
        role="status"
        className="mb-6 flex gap-3 rounded-md border border-green-700/40 bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="font-medium">{result.message}</p>
      </div>
    );
  }
  const messages = [
    ...result.issues.map((issue) => issue.message),
    ...(result.message ? [result.message] : []),
  ];
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          {result.issues.length > 0 ? "Please check the form:" : "Your message was not sent."}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
