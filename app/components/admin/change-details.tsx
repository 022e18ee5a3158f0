import type { ChangeDetail } from "~/lib/record-history";

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "What changed (2)": the fields of one change, folded (the Activity page and a record's history). */
export function ChangeDetails({ details }: { details: ChangeDetail[] }) {
  if (details.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer py-2 text-muted-foreground">What changed ({details.length})</summary>
      <ul className="mt-1 space-y-2">
        {details.map((detail) => (
          <li key={`${detail.label}:${detail.before}:${detail.after}`} className="break-words">
            <span className="font-semibold">{capitalize(detail.label)}:</span>{" "}
            {detail.before ? (
              <>
                <del className="whitespace-pre-wrap text-muted-foreground">{detail.before}</del> →{" "}
              </>
            ) : null}
            <span className="whitespace-pre-wrap">{detail.after || "(empty)"}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
