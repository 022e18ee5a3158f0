import { startLoadBehaviours } from "~/lib/load-behaviours";
import { recordLanding } from "./landing";
import { countPageView } from "./page-views";

/**
 * A public page load's visit for the owner's Insights, counted without the
 * page's own script (which most public pages do not ship, decision 0030, and
 * the others start once painted, 0031): the page's starter adds this file once
 * the page has loaded and been painted, with the booking address on its tag. It keeps where the visit came
 * from (the forms read it too), counts the page view and watches the load's
 * speed; the page's script, once it runs, counts each move to another page.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-booking-url]");
// The specification's load-time behaviours ride with the visit: this is the one file a public page runs at load.
startLoadBehaviours();
// A page that answered with an error (data-no-count) is not a visit.
if (tag?.dataset.noCount === undefined) {
  recordLanding();
  countPageView(location.pathname, tag?.dataset.bookingUrl ?? "", "load");
}
