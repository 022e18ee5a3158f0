import { pageTypeNames } from "~/features/insights/page-types";
import { formatCount } from "~/features/insights/report-view";
import {
  formatLimit,
  formatVital,
  MIN_VITAL_VIEWS,
  type VitalBand,
  type VitalFigure,
  type VitalName,
  type VitalsReport,
  type VitalsRow,
  vitalBand,
  vitalNames,
  vitalSpecs,
} from "~/features/insights/vitals";

const bandText: Record<VitalBand, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const bandClass: Record<VitalBand, string> = {
  good: "border-green-700/40 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
  "needs-improvement": "border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  poor: "border-red-700/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** The three Google ranks on first, larger; the other two smaller. */
const main = new Set<VitalName>(["lcp", "inp", "cls"]);

/**
 * Insights' "Speed for real visitors": per kind of page, for phones and
 * computers apart, how fast the site was for 3 in 4 visits (the 75th
 * percentile Google ranks on), each with Google's band and the views behind
 * it. On a phone each row is a card, like the other Insights tables.
 */
export function VitalsPanel({ vitals }: { vitals: VitalsReport }) {
  const empty = vitals.phone.length === 0 && vitals.computer.length === 0;
  return (
    <section className="mt-10" aria-labelledby="vitals-heading">
      <h2 id="vitals-heading" className="text-xl font-semibold">
        Speed for real visitors
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
        How fast the site was for the people who came, measured in their own browsers. Google ranks pages
        partly on these: each figure is what 3 in 4 visits were at least as fast as. A figure needs{" "}
        {MIN_VITAL_VIEWS} views or more.
      </p>
      <dl className="mt-3 grid max-w-3xl gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {vitalNames.map((name) => {
          const spec = vitalSpecs[name];
          return (
            <div key={name} className="contents">
              <dt className="font-semibold">
                {spec.label} ({spec.abbr})
              </dt>
              <dd className="text-muted-foreground max-sm:mb-1">
                {spec.meaning}. Good up to {formatLimit(name, spec.good)}, poor over{" "}
                {formatLimit(name, spec.poor)}.
              </dd>
            </div>
          );
        })}
      </dl>
      {empty ? (
        <p className="mt-4 rounded-md border border-border p-4 text-muted-foreground">
          No speed figures for these dates yet. They arrive as visitors leave the site's pages.
        </p>
      ) : (
        <>
          <VitalsTable caption="Speed on phones" rows={vitals.phone} />
          <VitalsTable caption="Speed on computers" rows={vitals.computer} />
        </>
      )}
    </section>
  );
}

function VitalsTable({ caption, rows }: { caption: string; rows: VitalsRow[] }) {
  if (rows.length === 0) {
    return (
      <section className="mt-6" aria-label={caption}>
        <h3 className="text-lg font-semibold">{caption}</h3>
        <p className="mt-2 rounded-md border border-border p-4 text-muted-foreground">
          No views in this period.
        </p>
      </section>
    );
  }
  return (
    <section
      className="mt-6 overflow-x-auto rounded-lg border border-border"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[44rem]">
        <caption className="px-3 pt-3 pb-2 text-left text-lg font-semibold text-foreground max-sm:block">
          {caption}
        </caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-border bg-muted">
            <th scope="col" className="px-3 py-2 font-semibold">
              Pages
            </th>
            {vitalNames.map((name) => (
              <th
                key={name}
                scope="col"
                className={`px-3 py-2 text-right font-semibold ${main.has(name) ? "" : "text-xs"}`}
              >
                {vitalSpecs[name].label} ({vitalSpecs[name].abbr})
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={row.pageType}
              className="border-b border-border last:border-b-0 max-sm:grid max-sm:grid-cols-1 max-sm:px-3 max-sm:py-2"
            >
              <th scope="row" className="px-3 py-2 font-medium max-sm:px-0 max-sm:pt-0 max-sm:pb-1">
                {row.pageType === "all" ? "All pages" : pageTypeNames[row.pageType]}
              </th>
              {vitalNames.map((name) => (
                <td
                  key={name}
                  data-label={`${vitalSpecs[name].label} (${vitalSpecs[name].abbr})`}
                  className="px-3 py-2 text-right align-top tabular-nums max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-2 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]"
                >
                  <Figure name={name} figure={row.figures[name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Figure({ name, figure }: { name: VitalName; figure: VitalFigure }) {
  const views = `${formatCount(figure.views)} ${figure.views === 1 ? "view" : "views"}`;
  if (!figure.p75) {
    return (
      <span className="text-muted-foreground max-sm:text-right">
        {figure.views === 0 ? "No data" : "Not enough data"}
        {figure.views > 0 ? <span className="block text-xs">{views}</span> : null}
      </span>
    );
  }
  const band = vitalBand(name, figure.p75.value);
  return (
    <span className="max-sm:text-right">
      <span className={main.has(name) ? "font-semibold" : "text-xs"}>{formatVital(name, figure.p75)}</span>{" "}
      <span className={`inline-block rounded border px-1.5 text-xs font-medium ${bandClass[band]}`}>
        {bandText[band]}
      </span>
      <span className="block text-xs text-muted-foreground">{views}</span>
    </span>
  );
}
