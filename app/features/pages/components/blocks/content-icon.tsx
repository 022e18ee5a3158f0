import { drawIcon, type IconData } from "~/lib/icons";

/**
 * A decorative icon named by the content, drawn from the data its loader sent
 * (`contentIcon` in app/server/content-icons.server.ts).
 */
export function ContentIcon({ drawing, className }: { drawing: IconData; className?: string }) {
  return drawIcon(drawing, { "aria-hidden": "true", className });
}
