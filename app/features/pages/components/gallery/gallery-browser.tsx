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
  galleryPageSize,
} from "~/features/pages/gallery-filter";
import type { ImageRef } from "~/lib/image-variants";
import { anySamplePicture } from "~/lib/sample-pictures";
import { allCategory } from "~/seed/gallery-categories";

export interface GalleryBrowserCard {
  key: string;
  title: string;
  category: string;
  alt: string;
  image: ImageRef;
  /** The job before the work: the card and the large view compare the two. */
  before: { image: ImageRef; alt: string } | null;
}

/** A card's pictures: labelled "Sample picture" when a drawing the site came with. */
const picturesOf = (card: GalleryBrowserCard) => [card.image, card.before?.image];

/** The id of a card's "Sample picture" label (its button's description), when it has one. */
const sampleLabelId = (card: GalleryBrowserCard, index: number) =>
  anySamplePicture(picturesOf(card)) ? `gallery-sample-${index + 1}` : undefined;

const thumbSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

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
 * Only the first page of matching cards is rendered (and hydrated); "Show
 * more projects" adds the next page: a link to `?show=` that the server
 * renders without JavaScript, state here with it.
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
            // The id lets the server-rendered "Show more" link (no JavaScript) land on the first new card.
            // Cards off screen are laid out and painted only when they come near it (app.css); every
            // card fills its row's height, so the cards of a row end level.
            <li key={card.key} id={`gallery-card-${index + 1}`} className="gallery-card">
              {card.before ? (
                // A pair: the comparison is the card's picture; its title opens the large view.
                <div className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
                  <div className="relative">
                    <CompareSlider
                      before={card.before}
                      after={{ image: card.image, alt: card.alt }}
                      label={card.title}
                      variant="thumb"
                      sizes={thumbSizes}
                      imgClassName="aspect-square h-auto w-full object-cover"
                    />
                    <SampleLabel of={picturesOf(card)} id={sampleLabelId(card, index)} />
                  </div>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-describedby={sampleLabelId(card, index)}
                    onClick={() => setSelected(card)}
                    className="flex w-full flex-1 flex-col p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <span className="block text-sm font-semibold leading-snug">{card.title}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {card.category} · before and after
                    </span>
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  aria-label={card.title}
                  aria-describedby={sampleLabelId(card, index)}
                  aria-haspopup="dialog"
                  onClick={() => setSelected(card)}
                  className="group flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="relative block overflow-hidden">
                    <Picture
                      image={card.image}
                      variant="thumb"
                      alt=""
                      sizes={thumbSizes}
                      imgClassName="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
                    />
                    <SampleLabel of={card.image} id={sampleLabelId(card, index)} />
                  </span>
                  <span className="block p-3">
                    <span className="block text-sm font-semibold leading-snug">{card.title}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">{card.category}</span>
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {more > 0 ? (
        <p className="mt-8 text-center">
          <a
            href={`${galleryHref(slugOf(category), query, show + galleryPageSize)}#gallery-card-${show + 1}`}
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
