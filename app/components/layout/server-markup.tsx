import { type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Markup the server renders and the browser keeps as it is, so the component
 * that made it needs no code or data in the page's JavaScript. React hydrates
 * an element whose content is `dangerouslySetInnerHTML` without looking
 * inside, and as the value never changes it never writes it either.
 *
 * Only for a part of the layout that stays mounted for the whole visit and
 * never changes (the footer): rendered fresh in the browser it would be
 * empty. Pass the children on the server only:
 * `<ServerMarkup>{import.meta.env.SSR ? <Footer /> : null}</ServerMarkup>`.
 *
 * Links to this site inside still navigate without reloading the page, and
 * an element marked `data-current-year` shows the visitor's year (a page
 * prerendered last year stays right).
 */
export function ServerMarkup({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const element of ref.current?.querySelectorAll("[data-current-year]") ?? [])
      element.textContent = String(new Date().getFullYear());
  }, []);
  if (import.meta.env.SSR) return <div className="contents">{children}</div>;

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (
      !href?.startsWith("/") ||
      href.startsWith("//") ||
      link?.target ||
      link?.hasAttribute("download") ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only catches clicks on the links inside, which are keyboard-reachable themselves
    <div
      ref={ref}
      className="contents"
      onClick={onClick}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: keeps the server's markup (empty string, never written)
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/**
 * A part of a page with no behaviour of its own (text, pictures, links),
 * given as a `lazy()` component. When the page loads, the browser keeps the
 * server's markup and downloads none of the part's code (ServerMarkup); when
 * the visitor comes to the page later by a link (client-side navigation),
 * there is no server markup, so the part's code is fetched then. The server
 * renders the lazy part in place: documents are sent whole (entry.server.tsx
 * waits for onAllReady), so nothing is streamed in later.
 *
 * Only for a part that is always rendered with the page (never behind a
 * condition that can differ in the browser) and does not change while the
 * page is shown. See docs/decisions/0005-server-markup.md.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Decided once, when the part appears: during the page's first hydration the
  // root has not yet marked the document hydrated (root.tsx), so there is
  // server markup to keep, for this address only.
  const [serverPath] = useState(() =>
    !import.meta.env.SSR && document.documentElement.dataset.hydrated !== "true" ? pathname : null,
  );
  if (import.meta.env.SSR) return <ServerMarkup>{children}</ServerMarkup>;
  // Another page of the same route (a link to the next city) keeps this part
  // mounted with new content: from then on it is rendered in the browser.
  if (serverPath === pathname) return <ServerMarkup key="server" />;
  return (
    <div key="browser" className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
