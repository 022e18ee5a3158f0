/** Text for the PDFs the site makes with PDFKit's built-in fonts (quotes, invoices). */

// PDFKit's built-in fonts write Windows-1252: its extra characters besides Latin-1.
const WINDOWS_1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text with every character the built-in fonts cannot draw shown as "?" (never a wrong glyph). */
export function printable(text: string): string {
  return [...text.replace(/\r\n?/g, "\n")]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === "\n" || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return c;
      return WINDOWS_1252_EXTRAS.has(c) ? c : "?";
    })
    .join("");
}
