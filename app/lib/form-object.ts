/**
 * A posted form as the nested object a schema reads. Field names are paths:
 * `business.phone.display`, `hours.footer.0.label`; a name ending in `[]`
 * collects every value sent under it into a list (checkbox groups), even
 * one or none. A row of a list whose fields are all empty (a spare row the
 * form offers for adding one) is left out. Files are not read here.
 */
export function formToObject(form: FormData, skip: readonly string[] = []): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    if (skip.includes(name)) continue;
    const list = name.endsWith("[]");
    const values = form.getAll(name).filter((value): value is string => typeof value === "string");
    setPath(root, (list ? name.slice(0, -2) : name).split("."), list ? values : (values[0] ?? ""));
  }
  return compact(root) as Record<string, unknown>;
}

type Container = Record<string, unknown> | unknown[];

const forbidden = new Set(["__proto__", "constructor", "prototype"]);

function setPath(root: Record<string, unknown>, path: string[], value: unknown) {
  // Only plain names and small indexes: "__proto__" and the like never reach an object.
  if (path.some((segment) => forbidden.has(segment) || segment === "")) return;
  let node: Container = root;
  for (const [index, segment] of path.entries()) {
    const key: string | number = Array.isArray(node) ? Number(segment) : segment;
    if (typeof key === "number" && (!Number.isSafeInteger(key) || key < 0 || key > 999)) return;
    const record = node as Record<string | number, unknown>;
    if (index === path.length - 1) {
      record[key] = value;
      return;
    }
    const next = path[index + 1] ?? "";
    if (typeof record[key] !== "object" || record[key] === null) record[key] = /^\d+$/.test(next) ? [] : {};
    node = record[key] as Container;
  }
}

const isBlank = (value: unknown): boolean => value === "" || (Array.isArray(value) && value.length === 0);

function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => item !== undefined)
      .map(compact)
      .filter((item) => !(isRow(item) && Object.values(item).every(isBlank)));
  }
  if (isRow(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
