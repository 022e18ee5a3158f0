/** What other features may use of the leads feature in the browser and on the server. */
export { smsHref } from "./text-messages";
