/**
 * The drawn landscape behind the site's maps (lakes, the state line, the
 * rivers), from the shared backdrop data (app/seed/map-backdrop.ts)
 * projected by the server. Each map passes what lies in its frame and the
 * line widths that suit its scale.
 */
export function MapBackdrop({
  lakes = [],
  stateLine,
  rivers = [],
  stateLineWidth = 10,
  riverWidth = 4,
}: {
  lakes?: { name: string; d: string }[];
  stateLine?: string;
  rivers?: { name: string; d: string }[];
  stateLineWidth?: number;
  riverWidth?: number;
}) {
  return (
    <>
      {lakes.map((lake) => (
        <path key={lake.name} d={lake.d} className="fill-sky-200 dark:fill-sky-900" />
      ))}
      {stateLine ? (
        <path
          d={stateLine}
          fill="none"
          strokeWidth={stateLineWidth}
          className="stroke-slate-300 dark:stroke-slate-700"
        />
      ) : null}
      {rivers.map((river) => (
        <path
          key={river.name}
          d={river.d}
          fill="none"
          strokeWidth={riverWidth}
          strokeLinejoin="round"
          strokeLinecap="round"
          className="stroke-sky-400 dark:stroke-sky-700"
        />
      ))}
    </>
  );
}
