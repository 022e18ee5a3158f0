import { ExternalLink, Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import type { PhotoUpdatesNote as PhotoUpdates } from "~/features/content/photo-updates";
import type { ImageRef } from "~/lib/image-variants";
import { PhotoUpdatesNote } from "./photo-updates-note";

export interface ServiceListItem {
  id: string;
  title: string;
  slug: string;
  description: string;
  image: ImageRef | null;
  hidden: boolean;
  inFooter: boolean;
  /** Among the first six shown: a card on the home page. */
  onHome: boolean;
}

/** Where a service shows besides its own page and the services page. */
function placesOf(service: ServiceListItem): string {
  if (service.hidden) return `Hidden: /service/${service.slug} leads to the services page.`;
  const places = [service.onHome ? "home page" : "", service.inFooter ? "footer" : ""].filter(Boolean);
  return `/service/${service.slug}${places.length ? ` · also on the ${places.join(" and ")}` : ""}`;
}

/** The services in the order every page lists them; the first six shown are the home page's cards. */
export function ServiceList({
  services,
  photoUpdates,
}: {
  services: ServiceListItem[];
  /** The photos being updated in the background, if any. */
  photoUpdates: PhotoUpdates | null;
}) {
  return (
    <AdminPage
      title="Services"
      intro="The services page lists these in this order, and the home page shows the first six. A hidden service appears nowhere, and its page's address leads to the services page."
    >
      <PhotoUpdatesNote note={photoUpdates} />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={href("/admin/content/services/:id", { id: "new" })}>
            <Plus aria-hidden="true" /> Add a service
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/services" target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> See the services page
          </Link>
        </Button>
      </div>
      {services.length === 0 ? (
        <p className="rounded-md border border-border p-4">No services yet: add the first one.</p>
      ) : null}
      <ol className="space-y-3">
        {services.map((service, index) => (
          <RecordRow
            key={service.id}
            id={service.id}
            name={service.title}
            layout="tile"
            label={service.title}
            hidden={service.hidden}
            hiddenPill
            leading={
              service.image ? (
                <Picture
                  image={service.image}
                  variant="card"
                  alt=""
                  sizes="96px"
                  className="shrink-0"
                  imgClassName="aspect-square w-20 rounded-md object-cover sm:w-24"
                />
              ) : null
            }
            title={service.title}
            order={{ index, count: services.length }}
            showHide="icon"
            edit={href("/admin/content/services/:id", { id: service.id })}
          >
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{service.description}</p>
            <p className="mt-1 break-words text-xs text-muted-foreground">{placesOf(service)}</p>
          </RecordRow>
        ))}
      </ol>
    </AdminPage>
  );
}
