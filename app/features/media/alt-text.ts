/**
 * A description of a project's picture from what the owner typed, offered in
 * the alt field (never left empty: people who cannot see the picture rely on it).
 */
export function suggestAlt(
  project: { title: string; category: string; cityName?: string },
  before = false,
): string {
  const title = project.title.trim() || "A finished job";
  const place = project.cityName ? ` in ${project.cityName}` : "";
  const kind = project.category ? `${project.category.toLowerCase()} project` : "project";
  return before ? `${title} before the work: ${kind}${place}` : `${title}: ${kind}${place}, finished`;
}
