import { Check, X } from "lucide-react";
import type { ComparisonRow } from "~/seed/types";

/**
 * "Large companies vs us": one table at every width. On a phone it is set
 * tighter (smaller type, less padding) so the seven rows take about a screen,
 * not the 1,800 px seven stacked cards took.
 */
export function HomeComparison({ rows, ours }: { rows: ComparisonRow[]; ours: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full table-fixed text-left text-[13px] leading-snug sm:table-auto sm:text-base sm:leading-normal">
        <caption className="sr-only">How a large painting company compares with {ours}</caption>
        <colgroup>
          <col className="w-[30%] sm:w-auto" />
          <col className="w-[33%] sm:w-auto" />
          <col className="w-[37%] sm:w-auto" />
        </colgroup>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="p-2 align-bottom font-semibold sm:p-4">
              What you get
            </th>
            <th scope="col" className="p-2 align-bottom font-semibold sm:p-4">
              Large Companies
            </th>
            <th scope="col" className="p-2 align-bottom font-semibold text-primary sm:p-4 dark:text-blue-300">
              {ours}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the owner's rows, in his order
            <tr key={index} className="border-t border-border align-top">
              <th scope="row" className="p-2 font-medium sm:p-4">
                {row.feature}
              </th>
              <td className="p-2 text-muted-foreground sm:p-4">
                <span className="inline-flex gap-1 sm:gap-2">
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
                  {row.largeCompany}
                </span>
              </td>
              <td className="p-2 sm:p-4">
                <span className="inline-flex gap-1 sm:gap-2">
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
  );
}
