import { PaintRoller } from "lucide-react";
import { Link } from "react-router";
import { useSite } from "~/lib/use-site";

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { business } = useSite();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md"
      aria-label={`${business.name} home`}
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <PaintRoller className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight">{business.shortName}</span>
        <span className="text-xs text-muted-foreground">Painting &amp; Drywall · MN</span>
      </span>
    </Link>
  );
}
