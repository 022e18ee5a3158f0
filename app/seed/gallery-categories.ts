/** The gallery's categories (spec 000 §5): the filter's "All", then the categories a project can have. */
export const allCategory = "All";

export const projectCategories = [
  "Interior Painting",
  "Exterior Painting",
  "Commercial",
  "Drywall",
  "Cabinets",
  "Bathroom",
  "Garage",
  "Basement",
  "Knockdown Texture",
  "Deck & Fence",
  "Playground",
] as const;
