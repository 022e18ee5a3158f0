import { href, Link } from "react-router";
import { Picture } from "~/components/media/picture";
import { SampleLabel } from "~/components/media/sample-label";
import { cn } from "~/components/ui/cn";
import { ContentIcon } from "~/features/pages/components/blocks/content-icon";
import type { ServiceCardData } from "~/features/pages/service-card-data";

/** A service with its picture, features and a link to its page. */
export function ServiceCard({
  service,
  brands,
  showFeatures = true,
  compactOnPhone = false,
}: {
  service: ServiceCardData;
  /** The two paint brands the company uses. */
  brands: readonly string[];
  showFeatures?: boolean;
  /**
   * On a phone, a small picture beside the text instead of a full-width one
   * above it: a list of cards stays short enough that what follows it is
   * not thousands of pixels down (the home page).
   */
  compactOnPhone?: boolean;
}) {
  return (
    <article
      id={service.id}
      data-reveal
      className={cn(
        "flex scroll-mt-28 overflow-hidden rounded-xl border border-border bg-card shadow-sm",
        compactOnPhone ? "flex-row sm:flex-col" : "flex-col",
      )}
    >
      <div className={cn("relative", compactOnPhone && "w-28 shrink-0 sm:w-auto")}>
        <Picture
          image={service.image}
          variant="card"
          alt={service.imageAlt}
          sizes={`(min-width: 1024px) 33vw, (min-width: 640px) 50vw, ${compactOnPhone ? "7rem" : "100vw"}`}
          className={compactOnPhone ? "block h-full sm:h-auto" : undefined}
          imgClassName={cn(
            "w-full object-cover",
            compactOnPhone ? "aspect-[3/4] h-full sm:aspect-[3/2] sm:h-auto" : "aspect-[3/2] h-auto",
          )}
        />
        <SampleLabel of={service.image} size={compactOnPhone ? "narrow" : "small"} />
      </div>
      <div className={cn("flex flex-1 flex-col", compactOnPhone ? "p-4 sm:p-6" : "p-6")}>
        <h3
          className={cn(
            "flex items-center gap-2 font-semibold",
            compactOnPhone ? "text-lg sm:text-xl" : "text-xl",
          )}
        >
          <ContentIcon drawing={service.icon} className="size-5 shrink-0 text-primary dark:text-blue-300" />
          {service.title}
        </h3>
        <p
          className={cn(
            "text-muted-foreground",
            compactOnPhone ? "mt-2 text-sm sm:mt-3 sm:text-base" : "mt-3",
          )}
        >
          {service.description}
        </p>
        {showFeatures ? (
          <ul className="tick-list mt-4 grid gap-2 text-sm">
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <p
          className={cn(
            "text-muted-foreground",
            compactOnPhone ? "mt-2 text-xs sm:mt-4 sm:text-sm" : "mt-4 text-sm",
          )}
        >
          Premium paints from {brands[0]} and {brands[1]}
        </p>
        <div className={cn("mt-auto", compactOnPhone ? "pt-3 sm:pt-5" : "pt-5")}>
          <Link
            to={href("/service/:serviceSlug", { serviceSlug: service.id })}
            className="arrow-cue inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline dark:text-blue-300"
          >
            Learn more<span className="sr-only"> about {service.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
