import { ExternalLink as ExternalIcon } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { ExternalLink } from "~/components/ui/external-link";
import { mainNav } from "~/lib/navigation";
import { useSite } from "~/lib/use-site";

interface MainNavProps {
  layout: "desktop" | "mobile";
  /** Called when a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

export function MainNav({ layout, onNavigate }: MainNavProps) {
  const { bookingUrl, schedule } = useSite();
  const desktop = layout === "desktop";
  const itemClass = desktop
    ? "rounded-md px-2.5 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
    : "flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-muted";
  const currentClass = desktop
    ? "bg-muted text-primary dark:text-blue-300"
    : "bg-muted text-primary dark:text-blue-300";
  return (
    <nav aria-label="Main">
      <ul className={desktop ? "flex flex-wrap items-center justify-center gap-0.5" : "flex flex-col gap-1"}>
        {mainNav(bookingUrl, !schedule.external).map((item) => (
          <li key={item.name}>
            {item.external ? (
              <ExternalLink
                href={item.path}
                className={cn(itemClass, "inline-flex items-center gap-1")}
                onClick={onNavigate}
              >
                {item.name}
                <ExternalIcon className="size-3.5" aria-hidden="true" />
              </ExternalLink>
            ) : (
              <NavLink
                to={item.path}
                end={item.path === "/"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(itemClass, desktop && "inline-block", isActive && currentClass)
                }
              >
                {item.name}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
