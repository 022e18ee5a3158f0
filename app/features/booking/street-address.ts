/**
 * A visit needs a street address. The contact form asks only for a ZIP code
 * or town (spec 001), so a visit booked from its offer asks for the street
 * with the times; the booking page's own form asks for it with the details.
 */

/** The longest street line kept (the lead's place field's own limit). */
export const STREET_MAX = 100;

export const streetMessages = {
  required: "Please give the street address for the visit (house number and street).",
  tooLong: `Street address must be less than ${STREET_MAX} characters`,
} as const;

/** Whether a place starts with a house number and a street ("1234 Elm St, Roseville"), not only a town or ZIP code. */
export function hasStreetAddress(place: string): boolean {
  return /^\s*\d{1,6}[A-Za-z]?\s+[A-Za-z0-9]/.test(place);
}

/** The visit's address: the street the visitor typed, with the town or ZIP code they gave first when it adds to it. */
export function visitAddress(street: string, place: string): string {
  const line = street.trim().replace(/\s+/g, " ");
  const known = place.trim();
  if (!known || line.toLowerCase().includes(known.toLowerCase())) return line;
  return `${line}, ${known}`;
}

/** The street field's answer: the address to keep, or why it is refused. */
export function readStreet(
  value: unknown,
  place: string,
): { ok: true; address: string } | { ok: false; error: string } {
  const street = typeof value === "string" ? value.trim() : "";
  if (!street) return { ok: false, error: streetMessages.required };
  if (street.length > STREET_MAX) return { ok: false, error: streetMessages.tooLong };
  return { ok: true, address: visitAddress(street, place) };
}
