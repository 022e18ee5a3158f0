import { Check, X } from "lucide-react";
import type { ComparisonRow } from "~/seed/types";

/** "Large companies vs us": a card per row on phones, a table from the small breakpoint up. */
export function HomeComparison({ rows, ours }: { rows: ComparisonRow[]; ours: string }) {
  return (
    <>
      {/* Narrow screens: one card per row of the table (the table is hidden there). */}
      <ul className="grid gap-4 sm:hidden">
        {rows.map((row) => (
          <li key={row.feature} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">{row.feature}</h3>
            <dl className="mt-3 grid gap-3 text-sm">
              <div>
                <dt className="font-medium text-muted-foreground">Large Companies</dt>
                <dd className="mt-1 flex gap-2">
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
                  {row.largeCompany}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-primary dark:text-blue-300">{ours}</dt>
                <dd className="mt-1 flex gap-2">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                  />
                  {row.ours}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-border bg-card shadow-sm sm:block">
        <table className="w-full text-left">
          <caption className="sr-only">How a large painting company compares with {ours}</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                What you get
              </th>
              <th scope="col" className="p-4 font-semibold">
                Large Companies
              </th>
              <th scope="col" className="p-4 font-semibold text-primary dark:text-blue-300">
                {ours}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t border-border">
                <th scope="row" className="p-4 font-medium">
                  {row.feature}
                </th>
                <td className="p-4 text-muted-foreground">
                  <span className="inline-flex gap-2">
                    <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
                    {row.largeCompany}
                  </span>
                </td>
                <td className="p-4">
                  <span className="inline-flex gap-2">
                    <Check
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                    />
                    {row.ours}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
