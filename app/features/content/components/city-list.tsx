import { CircleAlert, Pencil, Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { type CommunitiesData, CommunitiesForm } from "./communities-form";

export interface CityRow {
  slug: string;
  name: string;
  state: string;
  shown: boolean;
  /** A card in the list of cities (otherwise reached from the communities list). */
  listed: boolean;
  ownWords: boolean;
  projects: number;
  testimonials: number;
  /** Nothing on the page but the town's name differs from the others. */
  nothing: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every city page: where it stands, and what it has of its own (pages with nothing are flagged); then the other communities. */
export function CityList({ data }: { data: { cities: CityRow[]; withNothing: number } & CommunitiesData }) {
  return (
    <AdminPage
      title="City pages"
      intro="Search engines pass over pages that differ only by the town's name. Give each page something true of that town: your own words, photos of jobs there (set the city on a gallery project), or a customer's words (a testimonial placed on it). A town you no longer serve can be hidden, or merged into a neighbour's page."
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={href("/admin/content/cities/:slug", { slug: "new" })}>
            <Plus aria-hidden="true" /> Add a city page
          </Link>
        </Button>
      </div>
      {data.withNothing > 0 ? (
        <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-600/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-50">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {data.withNothing === 1
            ? "1 page has nothing of its own yet."
            : `${data.withNothing} pages have nothing of their own yet.`}
        </p>
      ) : null}
      <ul className="space-y-3">
        {data.cities.map((city) => (
          <li
            key={city.slug}
            aria-label={city.name}
            className={
              city.shown
                ? "rounded-lg border border-border p-4"
                : "rounded-lg border border-border bg-muted p-4"
            }
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{city.name}</p>
                <p className="text-sm text-muted-foreground">
                  {city.state}
                  {city.shown && !city.listed ? " · no card: linked from the communities" : ""}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={href("/admin/content/cities/:slug", { slug: city.slug })}>
                  <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {city.name}</span>
                </Link>
              </Button>
            </div>
            {city.shown ? (
              <p className="mt-2 text-sm">
                {city.nothing ? (
                  <strong className="text-amber-800 dark:text-amber-300">Nothing of its own yet. </strong>
                ) : null}
                {[
                  city.ownWords ? "Your words" : "No words of yours",
                  plural(city.projects, "photo of a job", "photos of jobs"),
                  plural(city.testimonials, "testimonial", "testimonials"),
                ].join(" · ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <CommunitiesForm data={data} />
    </AdminPage>
  );
}
