import QRCode from "qrcode";
import { getContent } from "~/features/content/index.server";

/**
 * The printable review card: the business's review link as a QR code (made
 * on the server, as SVG markup) and as text, for the owner to hand over at
 * the end of a job. Admin only (contentPageFrame signs the visitor in first).
 */
export async function reviewCardData() {
  const { site } = await getContent();
  const qrSvg = site.reviewUrl
    ? await QRCode.toString(site.reviewUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
    : null;
  return {
    reviewUrl: site.reviewUrl,
    qrSvg,
    businessName: site.business.name,
    phone: site.business.phone.display,
  };
}
