import type { TestimonialFields } from "~/features/content/schemas";
import { testimonials } from "~/server/db/schema.server";
import { orderedRecords } from "./ordered.server";

/** Testimonials, in the order the site shows them; a new one goes last. */
export const testimonialRecords = orderedRecords<typeof testimonials, TestimonialFields>(testimonials, {
  entity: "testimonial",
  noun: "testimonial",
  newGoes: "last",
});
