/**
 * The text of a PDF written with PDFKit's built-in fonts, for
 * tests: every content stream inflated, every text-showing operator's hex
 * strings decoded as Windows-1252 (what those fonts write), and the pieces
 * joined with single spaces (so a sentence wrapped over two lines reads as
 * one). Enough to find a total or a name in a quote's PDF; not a general PDF
 * reader.
 */
import { inflateSync } from "node:zlib";

const cp1252 = new TextDecoder("windows-1252");

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = match[1]!;
    }
    for (const shown of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = shown[1]
        ? [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("")
        : shown[2]!;
      lines.push(cp1252.decode(Buffer.from(hex, "hex")));
    }
  }
  return lines.join(" ").replace(/\s+/g, " ");
}
