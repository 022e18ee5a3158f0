import { Link } from "react-router";
import type { TextPart } from "~/lib/highlight";

export interface SearchResultView {
  id: string;
  kind: string;
  path: string;
  title: TextPart[];
  excerpt: TextPart[];
}

function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function SearchResults({ results }: { results: SearchResultView[] }) {
  return (
    <ol className="space-y-4">
      {results.map((result) => (
        <li key={result.id} className="relative rounded-xl border border-border bg-card p-5 hover:shadow-md">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{result.kind}</p>
          <h2 className="mt-1 text-lg font-bold">
            <Link to={result.path} className="after:absolute after:inset-0 hover:underline">
              <Marked parts={result.title} />
            </Link>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Marked parts={result.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  );
}
