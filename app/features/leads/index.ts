/** What other features may use of the leads in the browser and on the server: the contact form's choices, texting. */
export { HoneypotField } from "./components/form/honeypot-field";
export { VisitFields } from "./components/form/visit-fields";
export { contactServices, DEFAULT_CONTACT_SERVICE } from "./schemas/contact-services";
export { smsHref } from "./text-messages";
