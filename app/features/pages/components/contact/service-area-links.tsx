import { ArrowRight, MapPin } from "lucide-react";
import { href, Link } from "react-router";
import { useSite } from "~/lib/use-site";

export interface AreaLink {
  name: string;
  slug: string;
}

/** The communities nearest the office, each linking to its page. */
export function ServiceAreaLinks({ areas, total }: { areas: AreaLink[]; total: number }) {
  const { business } = useSite();
  return (
    <div className="mx-auto max-w-5xl">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {areas.map((area) => (
          <li key={area.slug}>
            <Link
              to={href("/service-area/:slug", { slug: area.slug })}
              className="flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2.5 font-medium transition-colors hover:border-primary hover:text-primary dark:hover:text-blue-300"
            >
              <MapPin className="size-4 shrink-0 text-primary dark:text-blue-300" aria-hidden="true" />
              <span>{area.name}</span>
              <span className="sr-only"> painting services</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-muted-foreground">
        Not on the list? We work within about {business.serviceRadiusMiles} miles of our office.{" "}
        <Link to="/service-areas" className="prose-link inline-flex items-center gap-1 font-medium">
          See all {total} service areas <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </p>
    </div>
  );
}
