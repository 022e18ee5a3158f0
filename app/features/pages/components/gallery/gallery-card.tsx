import { CompareSlider } from "~/components/media/compare-slider";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { galleryLazyLoad } from "~/features/pages/gallery-filter";
import type { ImageRef } from "~/lib/image-variants";
import { anySamplePicture } from "~/lib/sample-pictures";
import { useNearScreen } from "~/lib/use-near-screen";

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
export const picturesOf = (card: GalleryBrowserCard) => [card.image, card.before?.image];

/** The id of a card's "Sample picture" label (its button's description), when it has one. */
const sampleLabelId = (card: GalleryBrowserCard, index: number) =>
  anySamplePicture(picturesOf(card)) ? `gallery-sample-${index + 1}` : undefined;

const thumbSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** A card's square until its picture is asked for: the picture's own blurred placeholder. */
function PicturePlaceholder({ image }: { image: ImageRef }) {
  return (
    <span
      aria-hidden="true"
      className="block aspect-square w-full bg-cover"
      style={{
        backgroundColor: image.color,
        backgroundImage: `url("${image.placeholder}")`,
        backgroundPosition: image.focus,
      }}
    />
  );
}

/**
 * One project of the grid. A card the page adds (`hold`: not in the server's
 * markup) shows its placeholder until it comes within the specification's
 * lazy-load margin, then asks for its picture at once; the server's cards
 * leave that to the browser's lazy loading. The card holds the same square
 * either way, so nothing moves when the picture comes.
 */
export function GalleryCard({
  card,
  index,
  hold,
  onOpen,
}: {
  card: GalleryBrowserCard;
  index: number;
  hold: boolean;
  onOpen: (card: GalleryBrowserCard) => void;
}) {
  const { ref, near, watched } = useNearScreen<HTMLLIElement>(hold, galleryLazyLoad);
  // Near by the observer's say: the request goes now. Otherwise the browser's lazy loading decides.
  const eager = watched;
  const labelId = sampleLabelId(card, index);
  return (
    // The id lets the server-rendered "Show more" link (no JavaScript) land on the first new card.
    // Cards off screen are laid out and painted only when they come near it (app.css); every
    // card fills its row's height, so the cards of a row end level.
    <li ref={ref} id={`gallery-card-${index + 1}`} className="gallery-card">
      {card.before ? (
        // A pair: the comparison is the card's picture; its title opens the large view.
        <div className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
          <div className="relative">
            {near ? (
              <CompareSlider
                before={card.before}
                after={{ image: card.image, alt: card.alt }}
                label={card.title}
                variant="thumb"
                sizes={thumbSizes}
                eager={eager}
                imgClassName="aspect-square h-auto w-full object-cover"
              />
            ) : (
              <PicturePlaceholder image={card.image} />
            )}
            <SampleLabel of={picturesOf(card)} id={labelId} />
          </div>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-describedby={labelId}
            onClick={() => onOpen(card)}
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
          aria-describedby={labelId}
          aria-haspopup="dialog"
          onClick={() => onOpen(card)}
          className="group flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="relative block overflow-hidden">
            {near ? (
              <Picture
                image={card.image}
                variant="thumb"
                alt=""
                sizes={thumbSizes}
                eager={eager}
                imgClassName="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            ) : (
              <PicturePlaceholder image={card.image} />
            )}
            <SampleLabel of={card.image} id={labelId} />
          </span>
          <span className="block p-3">
            <span className="block text-sm font-semibold leading-snug">{card.title}</span>
            <span className="mt-1 block text-xs text-muted-foreground">{card.category}</span>
          </span>
        </button>
      )}
    </li>
  );
}
