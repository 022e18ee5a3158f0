/** An Apply Now link: an e-mail to `email` whose subject names the position. */
export function applyMailto(email: string, positionTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${positionTitle}`)}`;
}
