import { factWords } from "~/lib/facts";

/** The words in braces a text may write to quote the business profile, listed for a field's hint. */
export function FactWords() {
  return factWords.map((word, index) => (
    <span key={word}>
      {index > 0 ? ", " : null}
      <code>{`{${word}}`}</code>
    </span>
  ));
}
