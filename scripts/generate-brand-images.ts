/**
 * node scripts/generate-brand-images.ts
 * Renders the logo, touch icon and social-card image in public/ from SVG.
 * Run again after changing the brand colours or the business name.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { siFacebook, siInstagram, siTiktok, siX, siYelp, siYoutube } from "simple-icons";
import { DEFAULT_BOOKING_URL } from "../app/lib/site-config.ts";
import { seedBusinessProfile } from "../app/seed/site.ts";

// The name a fresh install starts with (the owner may change it later in the admin).
const business = seedBusinessProfile(DEFAULT_BOOKING_URL).business;

const publicDir = path.join(import.meta.dirname, "..", "public");

const mark = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#1d4ed8"/>
  <rect x="14" y="14" width="30" height="14" rx="3" fill="#fff"/>
  <path d="M44 21h5v13H31v8" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <rect x="27" y="40" width="8" height="14" rx="2" fill="#fbbf24"/>
</svg>`;

const card = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="0" y="560" width="1200" height="70" fill="#fbbf24"/>
  <g transform="translate(90 150) scale(3)">${mark(64).replace(/<\/?svg[^>]*>/g, "")}</g>
  <text x="90" y="420" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="700" fill="#fff">${business.name}</text>
  <text x="90" y="490" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#dbeafe">Interior, exterior &amp; commercial painting · drywall · Twin Cities, MN</text>
</svg>`;

await sharp(Buffer.from(mark(512)))
  .png()
  .toFile(path.join(publicDir, "logo.png"));
await sharp(Buffer.from(mark(512)))
  .png()
  .toFile(path.join(publicDir, "icon-512.png"));
await sharp(Buffer.from(mark(180)))
  .png()
  .toFile(path.join(publicDir, "apple-touch-icon.png"));
await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, "og-image.png"));
console.log("Wrote logo.png, icon-512.png, apple-touch-icon.png and og-image.png in public/");

// Footer social icons as static files: drawn by the browser from the
// stylesheet-free SVGs, they add no script to any page.
const socialDir = path.join(publicDir, "social");
mkdirSync(socialDir, { recursive: true });
const brands = {
  facebook: siFacebook,
  instagram: siInstagram,
  tiktok: siTiktok,
  x: siX,
  youtube: siYoutube,
  yelp: siYelp,
};
for (const [name, icon] of Object.entries(brands)) {
  writeFileSync(
    path.join(socialDir, `${name}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#f1f5f9"><path d="${icon.path}"/></svg>\n`,
  );
}
console.log(`Wrote ${Object.keys(brands).length} social icons in public/social/`);
