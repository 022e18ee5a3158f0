import type { ReactNode } from "react";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { Header } from "./header";
import { PhoneActionBar } from "./phone-action-bar";
import { ServerMarkup } from "./server-markup";

/** The public site's frame: the header, the page, the footer, the phone's action bar and the back-to-top button. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* The footer never changes: its markup is kept, its code stays on the server. */}
      <ServerMarkup>{import.meta.env.SSR ? <Footer /> : null}</ServerMarkup>
      {/* Call and book stay at hand on a phone; their markup never changes during a visit either. */}
      <ServerMarkup>{import.meta.env.SSR ? <PhoneActionBar /> : null}</ServerMarkup>
      <BackToTop />
    </>
  );
}
