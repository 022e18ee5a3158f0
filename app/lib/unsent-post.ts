import { useRef } from "react";
import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";

/**
 * Every form's client action, public or admin: the post goes to the server
 * action as usual; when it gets no usable answer (a dropped connection on a
 * weak signal, a timeout, a server error, a proxy's error page while the
 * server restarts), `unsent()` answers instead of an error page, so the page
 * and everything typed in it stay and the form says what happened.
 */
export async function whenUnsent<T>(serverAction: () => Promise<T>, unsent: () => T): Promise<T> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect, or a refusal the server meant (a 4xx), is the answer itself.
    const status = error instanceof Response ? error.status : isRouteErrorResponse(error) ? error.status : 0;
    if (status > 0 && status < 500) throw error;
    return unsent();
  }
}

/** After a post that never left the browser there is nothing new to load (and no connection to load it). */
export const revalidateUnlessUnsent: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as { unsent?: boolean } | undefined)?.unsent ? false : defaultShouldRevalidate);

/** A client action's answer when the post got no usable answer. */
export interface Unsent {
  unsent: true;
}

export const isUnsent = (answer: unknown): answer is Unsent =>
  typeof answer === "object" && answer !== null && (answer as Partial<Unsent>).unsent === true;

/** A client action for a page that shows its last answer again when a post goes unsent. */
export function unsentAware<T>({ serverAction }: { serverAction: () => Promise<T> }): Promise<T | Unsent> {
  return whenUnsent<T | Unsent>(serverAction, () => ({ unsent: true }));
}

/**
 * What a page shows: the last answer that reached it (or the loader's data),
 * kept as it was when a post goes unsent, so every field the visitor filled
 * stays in the page; and whether the latest post went unsent.
 */
export function useKeptAnswer<T>(answer: T | Unsent | undefined, loaded: T): { shown: T; unsent: boolean } {
  const kept = useRef(loaded);
  const unsent = isUnsent(answer);
  if (!unsent) kept.current = (answer as T | undefined) ?? loaded;
  return { shown: kept.current, unsent };
}
