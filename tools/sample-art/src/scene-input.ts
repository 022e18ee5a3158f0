// ---------------------------------------------------------------------------
// Scene inputs: what to draw comes from the words of a title and caption
// ---------------------------------------------------------------------------

export interface SceneInput {
  /** The featured paint colour. */
  color: string;
  /** Normalised title: the strongest hint of the subject ("bedroom", "rambler", "island"). */
  subject: string;
  /** Normalised title and caption together. */
  hint: string;
  /** An optional second colour (a front door, the walls under a textured ceiling). */
  accent?: string;
}

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/** Position of a whole word (or its plural) in text, or -1. */
export function mentionAt(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`\\b${escaped}(s|es)?\\b`).exec(text);
  return match ? match.index : -1;
}

export const has = (text: string, ...words: string[]) => words.some((w) => mentionAt(text, w) >= 0);

/**
 * Chooses a sub-scene: a word in the title decides first (table order); otherwise the
 * word that comes first in the caption, so "an office ..., a shop ..." gives the office.
 */
export function variant<T extends string>(
  input: SceneInput,
  table: ReadonlyArray<readonly [T, readonly string[]]>,
  fallback: T,
): T {
  for (const [name, words] of table) if (has(input.subject, ...words)) return name;
  let best = fallback;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const [name, words] of table) {
    for (const word of words) {
      const at = mentionAt(input.hint, word);
      if (at >= 0 && at < bestAt) {
        best = name;
        bestAt = at;
      }
    }
  }
  return best;
}
