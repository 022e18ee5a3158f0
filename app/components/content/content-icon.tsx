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
import type { IconName } from "~/content/types";

/** The icons the content modules name; only these are bundled. */
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

/** A decorative icon named by the content (falls back to a paint bucket). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? PaintBucket;
  return <Icon aria-hidden="true" className={className} />;
}
