import { Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { ScheduleLink } from "./schedule-link";
import { ServerMarkup } from "./server-markup";
import { ThemeToggle } from "./theme-toggle";

export function Header() {
  const { business, telHref } = useSite();
  return (
    <header
      data-site-header=""
      // The shadow past 10px of scrolling: the flag is set by the frame's small script (lib/frame-behaviours.ts).
      className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
      data-scrolled="false"
      suppressHydrationWarning
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        {/* The logo never changes during a visit: its markup is kept, its code stays on the server. */}
        <ServerMarkup>{import.meta.env.SSR ? <Logo /> : null}</ServerMarkup>
        <div className="flex items-center gap-1 sm:gap-2">
          <a
            href={telHref}
            className="hidden items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold hover:bg-muted xl:flex"
          >
            <Phone className="size-4" aria-hidden="true" />
            {business.phone.display}
          </a>
          <div className="xl:hidden">
            <Button asChild variant="ghost" size="icon">
              <a href={telHref} aria-label={`Call ${business.phone.display}`}>
                <Phone className="size-5" aria-hidden="true" />
              </a>
            </Button>
          </div>
          <ThemeToggle />
          <div className="hidden sm:block">
            <Button asChild>
              <ScheduleLink>Schedule Free Estimate</ScheduleLink>
            </Button>
          </div>
          <div className="xl:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
      <div className="hidden border-t border-border xl:block">
        <div className="mx-auto max-w-7xl px-6 py-1">
          <MainNav layout="desktop" />
        </div>
      </div>
    </header>
  );
}
