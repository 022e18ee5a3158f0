/** The PDFs the site makes with PDFKit's built-in fonts (quotes, invoices): their text and their letterhead. */
import PDFDocument from "pdfkit";

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

/** The business as a PDF's letterhead names it. */
export interface Letterhead {
  name: string;
  phone: { display: string };
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
}

export const PDF_GREY = "#4b5563";

/**
 * A Letter-size PDFKit document headed with the business's name, address,
 * phone and e-mail (the quote's and the invoice's), and the promise of its
 * bytes once `doc.end()` is called.
 */
export function letterheadPdf(title: string, business: Letterhead) {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    info: { Title: printable(title), Author: printable(business.name) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { address } = business;
  doc.font("Helvetica-Bold").fontSize(18).text(printable(business.name));
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(PDF_GREY)
    .text(printable(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`))
    .text(printable(`${business.phone.display} · ${business.email}`))
    .fillColor("black");
  doc.moveDown();
  return { doc, done };
}
