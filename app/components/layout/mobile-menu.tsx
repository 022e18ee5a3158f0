import { Mail, Menu, Phone, ShieldCheck, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { useSite } from "~/lib/use-site";
import { MainNav } from "./main-nav";
import { ScheduleLink } from "./schedule-link";

/**
 * The slide-in menu for small screens, on the browser's own modal <dialog>
 * (focus kept inside, Escape closes, the page behind is inert) so it costs
 * phones no extra script. Page scrolling is locked while it is open (app.css).
 */
const MENU_ID = "mobile-menu";

export function MobileMenu() {
  const { business, telHref, mailtoHref } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  // Until the first effect, the dialog is the browser's: opened (or closed) by
  // the visitor before the page's script arrived, with the button's invoker command.
  const adopted = useRef(false);

  // Close on a route change (back/forward included), not on the first render.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!adopted.current) {
      adopted.current = true;
      if (dialog.open) {
        // The visitor opened it already: the script takes over as it is, open.
        setOpen(true);
        return;
      }
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        // The browser opens the dialog itself, even before the page's script has run.
        // data-native: its tap does not start the page's other scripts (defer-hydration.ts).
        {...{ commandfor: MENU_ID, command: "show-modal", "data-native": "" }}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {/* A click on the backdrop lands on the <dialog> itself; clicks inside land on its panel. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively */}
      <dialog
        id={MENU_ID}
        // A tap on the backdrop closes it, by the browser itself (light dismiss), on a page without React too.
        {...{ closedby: "any" }}
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        onClose={close}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85vw] max-w-sm bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 motion-safe:open:animate-[slide-in_250ms_ease-out]"
      >
        <div className="flex min-h-full flex-col overflow-y-auto p-5">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="mobile-menu-title" className="text-lg font-bold">
              Menu
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close menu"
              {...{ commandfor: MENU_ID, command: "close", "data-native": "" }}
              onClick={close}
            >
              <X className="size-6" aria-hidden="true" />
            </Button>
          </div>
          <div className="mb-4 space-y-2 rounded-lg bg-muted p-4 text-sm">
            <p className="font-semibold">{business.name}</p>
            <a href={telHref} className="flex items-center gap-2 hover:underline">
              <Phone className="size-4" aria-hidden="true" /> {business.phone.display}
            </a>
            <a href={mailtoHref} className="flex items-center gap-2 hover:underline">
              <Mail className="size-4 shrink-0" aria-hidden="true" />{" "}
              <EmailAddress address={business.email} />
            </a>
          </div>
          <MainNav layout="mobile" onNavigate={close} />
          <Button asChild size="lg" className="mt-5 w-full">
            <ScheduleLink onClick={close}>Schedule Free Estimate</ScheduleLink>
          </Button>
          <div className="mt-5 space-y-1 text-center text-sm text-muted-foreground">
            <p className="flex items-center justify-center gap-1.5 font-medium text-foreground">
              <ShieldCheck className="size-4" aria-hidden="true" /> Licensed &amp; Insured
            </p>
            <p>Serving Minnesota since {business.foundedYear}</p>
          </div>
        </div>
      </dialog>
    </>
  );
}
