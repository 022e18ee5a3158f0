import type { CSSProperties } from "react";
import { Link } from "react-router";
import { MapBackdrop } from "~/components/media/map-backdrop";
import { cn } from "~/components/ui/cn";
import { cityPath, type MapLabel, type MapText, type MetroMap } from "~/features/pages/service-areas";

/** Halo behind map text so it stays readable over rivers and lakes. */
const halo = "stroke-muted [paint-order:stroke] [stroke-linejoin:round]";

function CityLabel({
  label,
  name,
  fontSize,
  className,
}: {
  label: MapLabel;
  name: string;
  fontSize: number;
  className: string;
}) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fontSize={fontSize}
      strokeWidth={fontSize / 4}
      className={cn(
        "fill-foreground font-semibold group-hover:underline group-focus-visible:underline",
        halo,
        // A name with no room of its own appears while its dot is hovered or focused.
        !label.shown && "invisible group-hover:visible group-focus-visible:visible",
        className,
      )}
    >
      {name}
    </text>
  );
}

/**
 * The metro map: a dot for every city with its own page, each a link to it,
 * placed from the city's coordinates around the office. Drawn here as SVG, so
 * it costs no request to another host and reads before any script runs.
 * Narrow screens get larger dots and type (and so fewer labels).
 */
/** Map text whose size switches with the screen (see the variables set on the <svg>). */
const smallText = "[font-size:var(--map-small-compact)] sm:[font-size:var(--map-small-wide)]";
/** Markers are drawn at the wide size and scaled up on narrow screens. */
const markerScale = "origin-center [transform-box:fill-box] max-sm:[scale:var(--map-marker-scale)]";

export function MetroMapSvg({ map, titleId }: { map: MetroMap; titleId: string }) {
  const { compact, wide } = map.sizes;
  const variables = {
    "--map-small-compact": `${compact.smallFont}px`,
    "--map-small-wide": `${wide.smallFont}px`,
    "--map-marker-scale": String(compact.dot / wide.dot),
  } as CSSProperties;
  const rotation = (label: MapText) =>
    label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG map holding links; role group names it without hiding them (role img would)
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="block h-auto w-full"
      style={variables}
      role="group"
      aria-labelledby={titleId}
    >
      <title id={titleId}>Map of the Twin Cities with a link to the page of each city we serve</title>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the backdrop holds no links; its labels would only repeat the picture */}
      <g aria-hidden="true">
        <rect width={map.width} height={map.height} className="fill-muted" />
        <MapBackdrop lakes={map.lakes} stateLine={map.stateLine} rivers={map.rivers} />
        {map.riverLabels.map((label) => (
          <text
            key={label.text}
            x={label.x}
            y={label.y}
            textAnchor="middle"
            transform={rotation(label)}
            className={cn("fill-sky-800 italic [stroke-width:0.25em] dark:fill-sky-300", smallText, halo)}
          >
            {label.text}
          </text>
        ))}
        {map.stateLabels.map((label) => (
          <text
            key={label.text}
            x={label.x}
            y={label.y}
            textAnchor="middle"
            transform={rotation(label)}
            className={cn("fill-muted-foreground tracking-[0.2em]", smallText)}
          >
            {label.text}
          </text>
        ))}
        <path
          d={`M${map.scaleBar.x} ${map.scaleBar.y - 6}v12m0 -6h${map.scaleBar.length}m0 -6v12`}
          fill="none"
          strokeWidth={3}
          className="stroke-foreground"
        />
        <text
          x={map.scaleBar.x + map.scaleBar.length / 2}
          y={map.scaleBar.y - 10}
          textAnchor="middle"
          className={cn("fill-foreground", smallText)}
        >
          {map.scaleBar.miles} miles
        </text>
        {/* The office: a diamond. */}
        <path
          d={`M${map.office.x} ${map.office.y - wide.office}l${wide.office} ${wide.office}l${-wide.office} ${wide.office}l${-wide.office} ${-wide.office}Z`}
          strokeWidth={2}
          className={cn("fill-amber-600 stroke-background dark:fill-amber-400", markerScale)}
        />
      </g>
      {map.cities.map((city) => (
        <Link
          key={city.slug}
          to={cityPath(city.slug)}
          aria-label={`${city.name} service area`}
          className="group outline-none"
        >
          {/* Concentric, so each scales about the same centre: the ring shown on hover and focus, wider
              than the dot so the dot is easier to tap, then the dot. No group: 29 cities' worth of
              elements counts against the page's budget (issue 52). */}
          <circle
            cx={city.x}
            cy={city.y}
            r={wide.dot * 2}
            fill="transparent"
            strokeWidth={2.5}
            className={cn(
              "stroke-transparent group-hover:stroke-ring group-focus-visible:stroke-ring",
              markerScale,
            )}
          />
          <circle
            cx={city.x}
            cy={city.y}
            r={wide.dot}
            strokeWidth={2}
            className={cn("fill-primary stroke-background dark:fill-blue-400", markerScale)}
          />
          <CityLabel
            label={city.labels.compact}
            name={city.name}
            fontSize={compact.font}
            className="sm:hidden"
          />
          <CityLabel
            label={city.labels.wide}
            name={city.name}
            fontSize={wide.font}
            className="hidden sm:inline"
          />
        </Link>
      ))}
    </svg>
  );
}
