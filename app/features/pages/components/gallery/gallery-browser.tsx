import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CompareSlider } from "~/components/media/compare-slider";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SearchBox } from "~/components/ui/search-box";
import {
  filterGallery,
  galleryEmptyMessage,
  galleryHref,
  galleryMoreHref,
  galleryMoreMargin,
  galleryPageSize,
} from "~/features/pages/gallery-filter";
import { useOnReach } from "~/lib/use-near-screen";
import { allCategory } from "~/seed/gallery-categories";
import { type GalleryBrowserCard, GalleryCard, picturesOf } from "./gallery-card";

interface GalleryBrowserProps {
  cards: GalleryBrowserCard[];
  categories: { name: string; slug: string }[];
  /** The state the server read from the URL. */
  initialCategory: string;
  initialQuery: string;
  /** How many of the matching cards show (`?show=`). */
  initialShow: number;
}

/**
 * Category buttons, search box, grid and large-image dialog. Without
 * JavaScript the buttons are links and the search box a GET form, and the
 * server renders the filtered view; after hydration filtering happens here and
 * the URL is replaced (not pushed) so a filtered view can be shared.
 *
 * Only the first page of matching cards is rendered (and hydrated); the next
 * page comes by itself once the visitor scrolls near "Show more projects" (or
 * past it), so every project is reached by scrolling. The control stays: a
 * link to `?show=` that the server renders without JavaScript, and a tap with
 * it adds the next page and focuses its first card. Cards the page adds ask
 * for their pictures as they come near (GalleryCard).
 */
export function GalleryBrowser({
  cards,
  categories,
  initialCategory,
  initialQuery,
  initialShow,
}: GalleryBrowserProps) {
  const [category, setCategory] = useState(initialCategory);
  const [query, setQuery] = useState(initialQuery);
  const [show, setShow] = useState(initialShow);
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first card the last "Show more" added: it gets the focus once rendered. */
  const focusFrom = useRef<number | null>(null);
  /** The "Show more projects" paragraph: reaching it brings the next page. */
  const moreRef = useRef<HTMLParagraphElement>(null);
  const [selected, setSelected] = useState<GalleryBrowserCard | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  // A navigation from elsewhere (e.g. the Gallery link in the menu) brings its own state;
  // not the first render, whose state may already hold what the visitor did before the script ran.
  const shownLocation = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (location.key === shownLocation.current) return;
    shownLocation.current = location.key;
    setCategory(initialCategory);
    setQuery(initialQuery);
    setShow(initialShow);
  }, [location.key]);

  const slugOf = (name: string) => categories.find((c) => c.name === name)?.slug ?? "";

  // A new category or search starts again at the first page.
  function update(nextCategory: string, nextQuery: string, nextShow = galleryPageSize) {
    setCategory(nextCategory);
    setQuery(nextQuery);
    setShow(nextShow);
    // Replace the address without a router navigation: nothing to reload.
    window.history.replaceState(
      window.history.state,
      "",
      galleryHref(slugOf(nextCategory), nextQuery, nextShow),
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the added cards render
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    listRef.current
      ?.querySelectorAll<HTMLElement>(":scope > li")
      [from]?.querySelector<HTMLElement>("button")
      ?.focus();
  }, [show]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (selected && !dialog.open) dialog.showModal();
    if (!selected && dialog.open) dialog.close();
  }, [selected]);

  const matching = filterGallery(cards, category, query);
  const visible = matching.slice(0, show);
  const more = matching.length - visible.length;
  // The cards of the first render are the server's markup, pictures and all; any other card is the page's own.
  const serverCards = useRef<Set<string> | null>(null);
  serverCards.current ??= new Set(visible.map((card) => card.key));
  const fromServer = serverCards.current;

  useOnReach(
    moreRef,
    () => update(category, query, show + galleryPageSize),
    galleryMoreMargin,
    // Watched again for each page shown: still near after one, the next comes too.
    `${category}|${query}|${show}|${more > 0}`,
  );

  // The large view steps through every project the filter matches, shown in the grid or not yet.
  const selectedIndex = selected ? matching.findIndex((card) => card.key === selected.key) : -1;
  const previous = selectedIndex > 0 ? matching[selectedIndex - 1] : undefined;
  const next = selectedIndex >= 0 ? matching[selectedIndex + 1] : undefined;

  return (
    <div>
      <div className="mb-8 space-y-5">
        <nav aria-label="Gallery categories">
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((option) => {
              const active = option.name === category;
              return (
                <li key={option.name}>
                  <a
                    href={galleryHref(option.slug, query)}
                    aria-current={active ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      update(option.name, query);
                    }}
                    className={cn(
                      "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      active
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-background text-foreground hover:bg-muted",
                    )}
                  >
                    {option.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <SearchBox
          id="gallery-search"
          label="Search gallery"
          placeholder="Search gallery by title or category..."
          action="/gallery"
          value={query}
          onValueChange={(text) => update(category, text)}
        >
          {category !== allCategory ? <input type="hidden" name="category" value={slugOf(category)} /> : null}
        </SearchBox>
        <p className="text-center text-sm text-muted-foreground" aria-live="polite">
          {more > 0
            ? `Showing ${visible.length} of ${matching.length} projects`
            : matching.length === 1
              ? "Showing 1 project"
              : `Showing ${matching.length} projects`}
          {category !== allCategory ? ` in ${category}` : ""}
        </p>
      </div>

      {visible.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted-foreground">{galleryEmptyMessage(query)}</p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {visible.map((card, index) => (
            <GalleryCard
              key={card.key}
              card={card}
              index={index}
              hold={!fromServer.has(card.key)}
              onOpen={setSelected}
            />
          ))}
        </ul>
      )}

      {more > 0 ? (
        <p ref={moreRef} className="mt-8 text-center">
          <a
            href={galleryMoreHref(slugOf(category), query, show)}
            onClick={(event) => {
              event.preventDefault();
              focusFrom.current = show;
              update(category, query, show + galleryPageSize);
            }}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            Show more projects
            <span className="sr-only"> ({Math.min(more, galleryPageSize)} more)</span>
          </a>
        </p>
      ) : null}

      {/* A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
          The large picture is 3:2 and fills the dialog's width: at most 112.5vh wide keeps it
          within 75vh of height, with no bars beside it. */}
      <dialog
        ref={dialogRef}
        aria-labelledby="gallery-dialog-title"
        onClose={() => setSelected(null)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setSelected(null);
        }}
        onKeyDown={(event) => {
          // The before/after slider uses the arrow keys itself.
          if (event.target instanceof HTMLInputElement) return;
          const to = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : undefined;
          if (!to) return;
          event.preventDefault();
          setSelected(to);
        }}
        className="m-auto w-[min(92vw,1200px,112.5vh)] max-w-none overflow-hidden rounded-xl bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/75"
      >
        {selected ? (
          <div>
            <div className="relative">
              {selected.before ? (
                <CompareSlider
                  key={selected.key}
                  before={selected.before}
                  after={{ image: selected.image, alt: selected.alt }}
                  label={selected.title}
                  variant="large"
                  sizes="(min-width: 1300px) 1200px, 92vw"
                  eager
                  whole
                  imgClassName="aspect-[3/2] h-auto w-full"
                />
              ) : (
                <Picture
                  key={selected.key}
                  image={selected.image}
                  variant="large"
                  alt={selected.alt}
                  sizes="(min-width: 1300px) 1200px, 92vw"
                  eager
                  whole
                  imgClassName="aspect-[3/2] h-auto w-full"
                />
              )}
              <SampleLabel of={picturesOf(selected)} size="large" />
            </div>
            <div className="flex items-start justify-between gap-4 p-4">
              <div>
                <h2 id="gallery-dialog-title" className="text-lg font-bold">
                  {selected.title}
                </h2>
                <p className="text-sm text-muted-foreground">
                  {selected.category} · {selectedIndex + 1} of {matching.length}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Previous project"
                  disabled={!previous}
                  onClick={() => previous && setSelected(previous)}
                >
                  <ChevronLeft className="size-5" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Next project"
                  disabled={!next}
                  onClick={() => next && setSelected(next)}
                >
                  <ChevronRight className="size-5" aria-hidden="true" />
                </Button>
                <Button variant="outline" size="icon" aria-label="Close" onClick={() => setSelected(null)}>
                  <X className="size-5" aria-hidden="true" />
                </Button>
              </div>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
