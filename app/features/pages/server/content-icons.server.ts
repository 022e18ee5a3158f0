import {
  Award,
  Building2,
  CalendarCheck,
  ChefHat,
  Clock,
  DollarSign,
  GraduationCap,
  Hammer,
  House,
  Layers,
  Leaf,
  type LucideIcon,
  PaintBucket,
  PaintRoller,
  ShieldCheck,
  Sparkles,
  Users,
  Warehouse,
  Wrench,
} from "lucide-react";
import { drawingOf, type IconData } from "~/lib/icons";
import type { IconName } from "~/seed/types";

/** The icons the content modules name. */
const icons: Record<string, LucideIcon> = {
  Award,
  Building2,
  CalendarCheck,
  ChefHat,
  Clock,
  DollarSign,
  GraduationCap,
  Hammer,
  Home: House,
  Layers,
  Leaf,
  PaintBucket,
  PaintRoller,
  ShieldCheck,
  Sparkles,
  Users,
  Warehouse,
  Wrench,
};

/**
 * The drawing of an icon named by the content (a paint bucket for an unknown
 * name), for a loader to send: a page then carries only the icons it shows,
 * not every icon the content may name.
 */
export function contentIcon(name: IconName): IconData {
  return drawingOf(icons[name] ?? PaintBucket);
}
