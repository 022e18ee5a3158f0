import { CircleAlert } from "lucide-react";
import type { FormResult } from "~/lib/form-result";

/**
 * The action's answer written into the page, for a form posted without
 * JavaScript (with JavaScript the same messages are toasts).
 */
export function FormAlert({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  // A stored post goes on to the thank-you page: only refusals are written here.
  if (result.ok) return null;
  const messages = [
    ...result.issues.map((issue) => issue.message),
    ...(result.message ? [result.message] : []),
    // A page cannot be sent back with files chosen in it: say so plainly.
    ...(result.photosToChooseAgain
      ? [
          `Your ${result.photosToChooseAgain === 1 ? "photo was" : `${result.photosToChooseAgain} photos were`} not kept: please choose ${result.photosToChooseAgain === 1 ? "it" : "them"} again before you send. Everything you typed is still here.`,
        ]
      : []),
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
