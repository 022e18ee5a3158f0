import { Check } from "lucide-react";
import type { TextKind, TextRow } from "~/features/content/page-texts";
import { type FactSource, fillFacts } from "~/lib/facts";
import { renderMarkdown } from "~/lib/markdown";
import { useSite } from "~/lib/use-site";

/** What the form holds now: the words of one box, or rows of fields. */
export type TypedText = { text: string } | { rows: TextRow[] };

/**
 * A block as its page will show it once saved, following the typing: the
 * same words and order, in a plain frame (the page's own look is one tap
 * away, on the page itself).
 */
export function PageTextPreview({
  kind,
  typed,
  pageName,
  facts,
}: {
  kind: TextKind;
  typed: TypedText;
  pageName: string;
  facts: FactSource;
}) {
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        How the {pageName.toLowerCase()} will show it once saved.
      </p>
      <div className="mt-3 rounded-xl border border-border bg-card p-5 text-muted-foreground">
        {"rows" in typed ? (
          <RowsPreview rows={typed.rows} facts={facts} />
        ) : (
          <WordsPreview kind={kind} text={fillFacts(typed.text, facts)} />
        )}
      </div>
    </section>
  );
}

function WordsPreview({ kind, text }: { kind: TextKind; text: string }) {
  const { siteUrl } = useSite();
  if (kind === "markdown") {
    return (
      <div
        className="article-body text-foreground"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off and URLs allow-listed, as on the page
        dangerouslySetInnerHTML={{ __html: renderMarkdown(text, siteUrl) }}
      />
    );
  }
  if (kind === "lines") {
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
    return (
      <ul className="grid gap-2">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines as typed, in their order
          <li key={index} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
            {line}
          </li>
        ))}
      </ul>
    );
  }
  const paragraphs = (kind === "paragraphs" ? text.split(/\n\s*\n/) : [text]).filter((p) => p.trim() !== "");
  return (
    <div className="space-y-4 text-lg">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs as typed, in their order
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Rows as numbered cards: the first field as the heading, the others under it. */
function RowsPreview({ rows, facts }: { rows: TextRow[]; facts: FactSource }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {rows.map((row, index) => {
        const [first = "", ...rest] = Object.entries(row)
          .filter(([field]) => field !== "icon")
          .map(([, words]) => fillFacts(words, facts));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows as typed, in their order
          <li key={index} className="rounded-lg border border-border p-4">
            <p className="font-semibold text-foreground">
              {index + 1}. {first}
            </p>
            {rest.filter(Boolean).map((words, part) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's fields, in their order
              <p key={part} className="mt-1 text-sm">
                {words}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
