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
