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
 */
export function createIcon(icon: IconData) {
  const viewSize = icon.size ?? 24;
  return function Icon({
    color = "currentColor",
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
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
  };
}
