/**
 * "Before you go live" on /admin/content: what a fresh install still shows
 * that is not the owner's own. The seed's drawings (app/lib/sample-pictures.ts)
 * in the gallery and on the blog, and the made-up contact details of
 * app/seed/site.ts: a phone number in the 555-0100 to 555-0199 range (kept
 * for fiction), e-mail addresses, a web address and a booking page under a
 * domain reserved for examples (.example, example.com and the like); no review
 * link yet; and a server that cannot send e-mail. Each item links to the part
 * of the business profile that fixes it.
 */
import type { ImageRef } from "~/lib/image-variants";
import { anySamplePicture, isSamplePicture } from "~/lib/sample-pictures";

type Pic = Pick<ImageRef, "key" | "sample">;

export interface GoLiveItem {
  id: "gallery" | "blog" | "phone" | "email" | "booking" | "review" | "site" | "mail";
  text: string;
  /** The admin page that fixes it; none for a setting of the server. */
  to?: string;
  linkText?: string;
}

export interface GoLiveInput {
  /** The gallery's projects the site shows. */
  gallery: readonly { image: Pic; before: { image: Pic } | null }[];
  /** The blog posts the site shows. */
  posts: readonly { image: Pic }[];
  business: { phone: { display: string }; email: string; careersEmail: string };
  bookingUrl: string;
  /** Where the Schedule buttons go: the external page at bookingUrl, or this site's booking ("here"). */
  scheduling?: "external" | "here";
  reviewUrl: string;
  siteUrl: string;
  /** Whether the server can send e-mail (lead alerts, review requests). */
  mailReady: boolean;
}

const contactSection = "/admin/content/profile/contact";

/** A North American number in 555-0100 to 555-0199, the range kept for films and examples. */
export function isFictionalPhone(display: string): boolean {
  const digits = display.replace(/\D/g, "");
  return /^(1?\d{3})?55501\d\d$/.test(digits);
}

const exampleDomain = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/** A host name reserved for examples (RFC 2606): nobody receives mail or visitors there. */
export function isExampleDomain(host: string): boolean {
  return exampleDomain.test(host.toLowerCase().replace(/\.$/, ""));
}

function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}

function siteHost(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : url;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What is left to replace before launch, most visible first; empty when nothing is. */
export function goLiveChecks({
  gallery,
  posts,
  business,
  bookingUrl,
  scheduling = "external",
  reviewUrl,
  siteUrl,
  mailReady,
}: GoLiveInput): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const galleryCount = gallery
    .flatMap((project) => [project.image, project.before?.image])
    .filter((image) => image !== undefined && isSamplePicture(image)).length;
  if (galleryCount > 0)
    items.push({
      id: "gallery",
      text: `${galleryCount} ${plural(galleryCount, "sample picture is", "sample pictures are")} still shown in the gallery: replace ${plural(galleryCount, "it with a photo", "them with photos")} of your own work.`,
      to: "/admin/content/gallery",
      linkText: "Open the gallery",
    });
  const postCount = posts.filter((post) => anySamplePicture([post.image])).length;
  if (postCount > 0)
    items.push({
      id: "blog",
      text: `${postCount} blog ${plural(postCount, "post still has", "posts still have")} a sample picture.`,
      to: "/admin/content/blog",
      linkText: "Open the blog",
    });
  if (isFictionalPhone(business.phone.display))
    items.push({
      id: "phone",
      text: `The phone number ${business.phone.display} is a made-up one: put in the number customers should call.`,
      to: `${contactSection}#field-business.phone.display`,
      linkText: "Change the phone number",
    });
  const emails = [business.email, business.careersEmail].filter((address) =>
    isExampleDomain(emailDomain(address)),
  );
  if (emails.length > 0)
    items.push({
      id: "email",
      text: `${plural(emails.length, "The e-mail address", "The e-mail addresses")} ${emails.join(" and ")} ${plural(emails.length, "is a made-up one", "are made-up ones")}: nobody receives mail there.`,
      to: `${contactSection}#field-business.email`,
      linkText: "Change the e-mail",
    });
  // With booking on this site, no button opens the external page: its address no longer matters.
  if (scheduling === "external" && isExampleDomain(siteHost(bookingUrl)))
    items.push({
      id: "booking",
      text: "“Schedule Free Estimate” still goes to a made-up booking page: put in your own online booking page.",
      to: `${contactSection}#field-bookingUrl`,
      linkText: "Change the booking page",
    });
  if (!reviewUrl)
    items.push({
      id: "review",
      text: "No review link yet: “Ask for a review” needs the page where customers leave one (e.g. your Google review link).",
      to: "/admin/content/profile/reputation#field-reviewUrl",
      linkText: "Add the review link",
    });
  if (isExampleDomain(siteHost(siteUrl)))
    items.push({
      id: "site",
      text: `The site's own address is still ${siteHost(siteUrl)}, a made-up one: whoever runs the server sets the real one.`,
    });
  if (!mailReady)
    items.push({
      id: "mail",
      text: "This server cannot send e-mail yet, so new requests are not e-mailed to you and review requests cannot go out: whoever runs the server sets up its e-mail.",
    });
  return items;
}
