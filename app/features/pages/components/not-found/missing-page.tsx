import { useEffect, useState } from "react";
import { ServerMarkup } from "~/components/layout/server-markup";

// The 404 page's code is not in every page's JavaScript: the browser loads it
// when a page turns out to be missing. The server has it ready before the
// first request, so the page comes in the first response (a Suspense boundary
// could be streamed separately, which a browser without JavaScript never shows).
type NotFoundPageComponent = typeof import("./not-found-page").NotFoundPage;
let loadedNotFoundPage: NotFoundPageComponent | undefined;
const loadNotFoundPage = () =>
  import("./not-found-page").then((module) => {
    loadedNotFoundPage = module.NotFoundPage;
    return module.NotFoundPage;
  });
if (import.meta.env.SSR) void loadNotFoundPage();

/** While its code loads, the browser keeps the server's markup of the page (ServerMarkup). */
export function MissingPage() {
  const [Page, setPage] = useState(() => loadedNotFoundPage);
  useEffect(() => {
    if (!Page) void loadNotFoundPage().then((page) => setPage(() => page));
  }, [Page]);
  if (import.meta.env.SSR) return <ServerMarkup>{Page ? <Page /> : null}</ServerMarkup>;
  return Page ? <Page /> : <ServerMarkup />;
}
