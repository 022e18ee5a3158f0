import { Mail, Menu, Phone, ShieldCheck, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { business, mailtoHref, telHref } from "~/content/site";
import { bookingUrl } from "~/lib/config";
import { MainNav } from "./main-nav";

/** The slide-in menu for small screens. Radix locks page scroll while it is open. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  // Close on any route change (back/forward included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-background p-5 shadow-xl motion-safe:data-[state=open]:animate-[slide-in_250ms_ease-out]">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation and contact details</Dialog.Description>
          <div className="mb-4 space-y-2 rounded-lg bg-muted p-4 text-sm">
            <p className="font-semibold">{business.name}</p>
            <a href={telHref} className="flex items-center gap-2 hover:underline">
              <Phone className="size-4" aria-hidden="true" /> {business.phone.display}
            </a>
            <a href={mailtoHref} className="flex items-center gap-2 break-all hover:underline">
              <Mail className="size-4" aria-hidden="true" /> {business.email}
            </a>
          </div>
          <MainNav layout="mobile" onNavigate={close} />
          <Button asChild size="lg" className="mt-5 w-full">
            <ExternalLink href={bookingUrl} onClick={close}>
              Schedule Free Estimate
            </ExternalLink>
          </Button>
          <div className="mt-5 space-y-1 text-center text-sm text-muted-foreground">
            <p className="flex items-center justify-center gap-1.5 font-medium text-foreground">
              <ShieldCheck className="size-4" aria-hidden="true" /> Licensed &amp; Insured
            </p>
            <p>Serving Minnesota since {business.foundedYear}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
