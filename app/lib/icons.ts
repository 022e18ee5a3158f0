import { createElement, type SVGProps } from "react";

/** An icon's drawing as the icon package ships it (`__iconData` of each icon file). */
export interface IconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
}

/**
 * The icon component for one drawing, with the icon package's markup and
 * props (size, color, strokeWidth, absoluteStrokeWidth; hidden from assistive
 * technology unless labelled). The build uses it in place of the package's
 * own factory (scripts/vite/lucide-icon-imports.ts), whose general machinery
 * would cost every page a few KB.
 *
 * @public called by the code the plugin writes, which the dead-code check cannot see
 */
export function createIcon(icon: IconData) {
  const Icon = (props: IconProps) => drawIcon(icon, props);
  // Lets the server hand a drawing to the page as data (see drawingOf).
  Icon.drawing = icon;
  return Icon;
}

/**
 * The drawing of an icon component from the icon package, as the build makes
 * them (createIcon); for loaders that send a page only the icons it shows.
 */
export function drawingOf(icon: unknown): IconData {
  const drawing = (icon as { drawing?: IconData }).drawing;
  if (!drawing) throw new Error("Not an icon made by createIcon (is the lucide-icon-imports plugin in use?)");
  return drawing;
}

/** An icon's <svg> from its drawing. */
export function drawIcon(
  icon: IconData,
  {
    color = "currentColor",
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps,
) {
  const viewSize = icon.size ?? 24;
  const labelled =
    Boolean(children) ||
    Object.entries(rest).some(
      ([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
    );
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${viewSize} ${viewSize}`,
      fill: "none",
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewSize) / Number(size) : strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: ["lucide", `lucide-${icon.name}`, className].filter(Boolean).join(" "),
      ...(labelled ? {} : { "aria-hidden": "true" }),
      ...rest,
    },
    ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
    children,
  );
}
