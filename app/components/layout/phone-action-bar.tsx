import { useSite } from "~/lib/use-site";
import { BookingButton, CallButton } from "./booking-call-buttons";

/**
 * On a phone, the two ways to get an estimate stay at hand at the bottom of
 * the screen on every public page: call, or book the free estimate. It is in
 * the page's first markup (no layout shift, no script), and steps aside while
 * a form field has focus (app.css), so it never covers what is being typed.
 */
export function PhoneActionBar() {
  const { business } = useSite();
  return (
    <nav
      aria-label="Call or book an estimate"
      data-phone-action-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-border bg-header px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden"
    >
      <CallButton
        size="default"
        variant="outline"
        className="flex-1"
        label={
          <>
            Call<span className="sr-only"> {business.phone.display}</span>
          </>
        }
      />
      <BookingButton size="default" className="flex-[2]" />
    </nav>
  );
}
