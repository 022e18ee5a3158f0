import { useSyncExternalStore } from "react";
import type { FormResult } from "~/lib/form-result";

/**
 * A form with photos sent by XMLHttpRequest, which (unlike fetch) reports
 * upload progress. The share sent so far is kept here for the progress bar
 * (null when nothing is being sent); the answer is the action's JSON.
 */
let share: number | null = null;
const listeners = new Set<() => void>();

function setShare(value: number | null) {
  share = value;
  for (const listener of listeners) listener();
}

export function useSendProgress(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => share,
    () => null,
  );
}

export function sendWithProgress(url: string, body: FormData, failure: string): Promise<FormResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const lost = () => {
      setShare(null);
      // What was typed and chosen stays in the form: only the message is new.
      resolve({ ok: false, message: failure, issues: [], values: {} });
    };
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setShare(event.loaded / event.total);
    };
    request.onload = () => {
      setShare(null);
      // A server error, or a proxy's error page while the server restarts: not an answer of the form's.
      if (request.status >= 500) return lost();
      try {
        const answer = JSON.parse(request.responseText) as FormResult;
        if (typeof answer?.ok !== "boolean") return lost();
        resolve(answer);
      } catch {
        lost();
      }
    };
    request.onerror = lost;
    request.ontimeout = lost;
    setShare(0);
    request.send(body);
  });
}
