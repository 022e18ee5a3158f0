/** What other features may use of the booking in the browser: the times offered after an estimate request. */
export { VisitOfferTimes } from "./components/visit-offer";
