import { MapBackdrop } from "~/components/media/map-backdrop";
import type { RadiusMap } from "~/features/pages/service-areas";

/**
 * The whole service radius around the office, with the rivers, the state
 * line and the frame of the detailed metro map. A picture only: the links
 * are on the metro map and in the list of cities.
 */
export function RadiusMapSvg({ map, titleId }: { map: RadiusMap; titleId: string }) {
  const { center, radius, size } = map;
  const clipId = `${titleId}-clip`;
  // The radius line points south-west, away from the metro frame.
  const angle = (3 * Math.PI) / 4;
  const end = { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  const mid = { x: (center.x + end.x) / 2, y: (center.y + end.y) / 2 };
  const r = 1.8;
  const dots = map.cities
    .map((c) => `M${c.x - r} ${c.y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`)
    .join("");
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className="block h-auto w-full" role="img" aria-labelledby={titleId}>
      <title id={titleId}>
        {`Overview map: our ${map.radiusMiles}-mile service radius around the office, with the area of the detailed map marked`}
      </title>
      <defs>
        <clipPath id={clipId}>
          <rect width={size} height={size} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width={size} height={size} className="fill-muted" />
        <circle
          cx={center.x}
          cy={center.y}
          r={radius}
          strokeWidth={2}
          strokeDasharray="6 4"
          className="fill-blue-600/10 stroke-primary dark:fill-blue-400/15 dark:stroke-blue-400"
        />
        <MapBackdrop stateLine={map.stateLine} rivers={map.rivers} stateLineWidth={6} riverWidth={2} />
        {map.stateLabels.map((label) => (
          <text
            key={label.text}
            x={label.x}
            y={label.y}
            textAnchor="middle"
            fontSize={11}
            letterSpacing={2}
            className="fill-muted-foreground"
          >
            {label.text}
          </text>
        ))}
        <rect
          x={map.metroFrame.x}
          y={map.metroFrame.y}
          width={map.metroFrame.width}
          height={map.metroFrame.height}
          fill="none"
          strokeWidth={1.5}
          className="stroke-foreground/60"
        />
        {/* One path for all the city dots: they are decoration here. */}
        <path d={dots} className="fill-primary dark:fill-blue-400" />
        <line
          x1={center.x}
          y1={center.y}
          x2={end.x}
          y2={end.y}
          strokeWidth={1.5}
          className="stroke-primary dark:stroke-blue-400"
        />
        <text
          x={mid.x - 6}
          y={mid.y - 6}
          textAnchor="end"
          fontSize={13}
          strokeWidth={3}
          className="fill-foreground font-semibold stroke-muted [paint-order:stroke]"
        >
          {`${map.radiusMiles} miles`}
        </text>
        <rect
          x={center.x - 4}
          y={center.y - 4}
          width={8}
          height={8}
          transform={`rotate(45 ${center.x} ${center.y})`}
          strokeWidth={1.5}
          className="fill-amber-600 stroke-background dark:fill-amber-400"
        />
      </g>
    </svg>
  );
}
