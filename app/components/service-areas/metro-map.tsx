import { Link } from "react-router";
import { cityPath, type MapLabel, type MetroMap } from "~/lib/service-areas";
import { cn } from "~/lib/utils";

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
export function MetroMapSvg({ map, titleId }: { map: MetroMap; titleId: string }) {
  const { compact, wide } = map.sizes;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG map holding links; role group names it without hiding them (role img would)
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="block h-auto w-full"
      role="group"
      aria-labelledby={titleId}
    >
      <title id={titleId}>Map of the Twin Cities with a link to the page of each city we serve</title>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the backdrop holds no links; its labels would only repeat the picture */}
      <g aria-hidden="true">
        <rect width={map.width} height={map.height} className="fill-muted" />
        {map.lakes.map((lake) => (
          <path key={lake.name} d={lake.d} className="fill-sky-200 dark:fill-sky-900" />
        ))}
        <path
          d={map.stateLine}
          fill="none"
          strokeWidth={10}
          className="stroke-slate-300 dark:stroke-slate-700"
        />
        {map.rivers.map((river) => (
          <path
            key={river.name}
            d={river.d}
            fill="none"
            strokeWidth={4}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-sky-400 dark:stroke-sky-700"
          />
        ))}
        {[
          { size: compact, className: "sm:hidden" },
          { size: wide, className: "hidden sm:inline" },
        ].map(({ size, className }) => (
          <g key={className} className={className}>
            {map.riverLabels.map((label) => (
              <text
                key={label.text}
                x={label.x}
                y={label.y}
                textAnchor="middle"
                fontSize={size.smallFont}
                strokeWidth={size.smallFont / 4}
                transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
                className={cn("fill-sky-800 italic dark:fill-sky-300", halo)}
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
                fontSize={size.smallFont}
                letterSpacing={size.smallFont / 5}
                transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
                className="fill-muted-foreground"
              >
                {label.text}
              </text>
            ))}
          </g>
        ))}
        <g>
          <line
            x1={map.scaleBar.x}
            x2={map.scaleBar.x + map.scaleBar.length}
            y1={map.scaleBar.y}
            y2={map.scaleBar.y}
            strokeWidth={3}
            className="stroke-foreground"
          />
          {[map.scaleBar.x, map.scaleBar.x + map.scaleBar.length].map((x) => (
            <line
              key={x}
              x1={x}
              x2={x}
              y1={map.scaleBar.y - 6}
              y2={map.scaleBar.y + 6}
              strokeWidth={3}
              className="stroke-foreground"
            />
          ))}
          {[
            { size: compact, className: "sm:hidden" },
            { size: wide, className: "hidden sm:inline" },
          ].map(({ size, className }) => (
            <text
              key={className}
              x={map.scaleBar.x + map.scaleBar.length / 2}
              y={map.scaleBar.y - 10}
              textAnchor="middle"
              fontSize={size.smallFont}
              className={cn("fill-foreground", className)}
            >
              {map.scaleBar.miles} miles
            </text>
          ))}
        </g>
        {/* The office: a diamond, larger on narrow screens. */}
        {[
          { r: compact.office, className: "sm:hidden" },
          { r: wide.office, className: "hidden sm:inline" },
        ].map(({ r, className }) => (
          <rect
            key={className}
            x={map.office.x - r / Math.SQRT2}
            y={map.office.y - r / Math.SQRT2}
            width={r * Math.SQRT2}
            height={r * Math.SQRT2}
            transform={`rotate(45 ${map.office.x} ${map.office.y})`}
            strokeWidth={2}
            className={cn("fill-amber-600 stroke-background dark:fill-amber-400", className)}
          />
        ))}
      </g>
      {map.cities.map((city) => (
        <Link
          key={city.slug}
          to={cityPath(city.slug)}
          aria-label={`${city.name} service area`}
          className="group outline-none"
        >
          {/* A larger invisible circle makes the dot easier to tap. */}
          <circle cx={city.x} cy={city.y} r={compact.dot * 2.2} fill="transparent" className="sm:hidden" />
          <circle cx={city.x} cy={city.y} r={wide.dot * 2} fill="transparent" className="hidden sm:inline" />
          {[
            { size: compact, className: "sm:hidden" },
            { size: wide, className: "hidden sm:inline" },
          ].map(({ size, className }) => (
            <g key={className} className={className}>
              <circle
                cx={city.x}
                cy={city.y}
                r={size.dot + 5}
                fill="none"
                strokeWidth={3}
                className="stroke-ring opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              />
              <circle
                cx={city.x}
                cy={city.y}
                r={size.dot}
                strokeWidth={2}
                className="fill-primary stroke-background dark:fill-blue-400"
              />
            </g>
          ))}
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
