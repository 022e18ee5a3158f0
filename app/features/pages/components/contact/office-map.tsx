import { MapPin } from "lucide-react";
import { MapBackdrop } from "~/components/media/map-backdrop";
import { ExternalLink } from "~/components/ui/external-link";
import { MAP_HEIGHT, MAP_WIDTH, type OfficeMap as OfficeMapData } from "~/features/pages/office-map";
import { useSite } from "~/lib/use-site";

/**
 * A simplified, self-drawn map of the area around the office. It is part of
 * the page (an SVG), so nothing loads from a map provider until the visitor
 * follows the link.
 */
export function OfficeMap({ map }: { map: OfficeMapData }) {
  const { business } = useSite();
  const address = business.address;
  const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  // A search for the address on an outside map; opened only when the visitor asks.
  const mapSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${business.name}, ${fullAddress}`,
  )}`;
  const names = map.places.map((place) => place.name).join(", ");
  const title = `Map of the area around our office in ${address.city}`;
  const description = `Our office at ${fullAddress}, with the nearby communities of ${names}, the lakes around them and the main highways (I-694, I-35E, I-35W and Highway 96).`;
  return (
    <section aria-labelledby="office-map" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="office-map" className="text-xl font-bold">
        Find Us
      </h2>
      <p className="mt-1 text-muted-foreground">
        Our office is in {address.city}, close to Vadnais Heights and White Bear Lake.
      </p>
      <figure className="mt-4">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          role="img"
          aria-label={title}
          aria-describedby="office-map-desc"
          className="h-auto w-full rounded-lg border border-border"
        >
          {/* One string per element: React writes <title> text without the separators of mixed children. */}
          <title>{title}</title>
          <desc id="office-map-desc">{description}</desc>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} className="fill-emerald-50 dark:fill-slate-800" />
          <MapBackdrop lakes={map.lakes} />
          {map.roads.map((road) => (
            <g key={road.label}>
              <path
                d={road.path}
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
                strokeWidth={road.major ? 4 : 2.5}
                className={
                  road.major
                    ? "stroke-amber-400 dark:stroke-amber-500"
                    : "stroke-slate-300 dark:stroke-slate-500"
                }
              />
              <g transform={`translate(${road.labelAt.x} ${road.labelAt.y})`}>
                <rect
                  x={-17}
                  y={-8}
                  width={34}
                  height={16}
                  rx={3}
                  className={road.major ? "fill-blue-800" : "fill-slate-600"}
                />
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={9}
                  fontWeight={700}
                  className="fill-white"
                >
                  {road.label}
                </text>
              </g>
            </g>
          ))}
          {map.places.map((place) => {
            const at = place.label;
            return (
              <g key={place.slug}>
                <circle cx={place.x} cy={place.y} r={3.5} className="fill-slate-700 dark:fill-slate-200" />
                <text
                  x={place.x + at.dx}
                  y={place.y + at.dy}
                  textAnchor={at.anchor}
                  fontSize={11.5}
                  fontWeight={600}
                  paintOrder="stroke"
                  strokeWidth={3}
                  className="fill-slate-800 stroke-emerald-50 dark:fill-slate-100 dark:stroke-slate-800"
                >
                  {place.name}
                </text>
              </g>
            );
          })}
          <g transform={`translate(${map.office.x} ${map.office.y})`}>
            <path
              d="M0 0 C-2 -6 -10 -11 -10 -19 A10 10 0 1 1 10 -19 C10 -11 2 -6 0 0 Z"
              className="fill-red-600 stroke-white"
              strokeWidth={1.5}
            />
            <circle cy={-19} r={3.5} className="fill-white" />
            <text
              x={13}
              y={-22}
              fontSize={12}
              fontWeight={700}
              paintOrder="stroke"
              strokeWidth={3}
              className="fill-red-700 stroke-emerald-50 dark:fill-red-300 dark:stroke-slate-800"
            >
              Our office
            </text>
          </g>
        </svg>
        <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" /> {fullAddress}
          </span>
          <ExternalLink className="prose-link font-medium" href={mapSearchUrl}>
            Open in maps
          </ExternalLink>
        </figcaption>
      </figure>
    </section>
  );
}
