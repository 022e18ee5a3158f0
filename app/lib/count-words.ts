const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** 7 -> "seven"; larger numbers stay as digits. A list the owner edits says its own length. */
export function countInWords(n: number): string {
  return numberWords[n] ?? String(n);
}

/** The same at the start of a sentence: "Six". */
export function countInWordsAtStart(n: number): string {
  const words = countInWords(n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
