import { ArrowRight, Check } from "lucide-react";
import { href, Link } from "react-router";
import { ContentIcon } from "~/components/content/content-icon";
import { Picture } from "~/components/media/picture";
import type { ServiceCardData } from "~/lib/services";

/** A service with its picture, features and a link to its page. */
export function ServiceCard({
  service,
  brands,
  showFeatures = true,
}: {
  service: ServiceCardData;
  /** The two paint brands the company uses. */
  brands: readonly string[];
  showFeatures?: boolean;
}) {
  return (
    <article
      id={service.id}
      data-reveal
      className="flex scroll-mt-28 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <Picture
        image={service.image}
        variant="card"
        alt={service.imageAlt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        imgClassName="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <ContentIcon drawing={service.icon} className="size-5 shrink-0 text-primary dark:text-blue-300" />
          {service.title}
        </h3>
        <p className="mt-3 text-muted-foreground">{service.description}</p>
        {showFeatures ? (
          <ul className="mt-4 grid gap-2 text-sm">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 text-sm text-muted-foreground">
          Premium paints from {brands[0]} and {brands[1]}
        </p>
        <div className="mt-auto pt-5">
          <Link
            to={href("/service/:serviceSlug", { serviceSlug: service.id })}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline dark:text-blue-300"
          >
            Learn more<span className="sr-only"> about {service.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
