/** What other features may use of the leads in the browser: the contact form's choices. */

export { HoneypotField } from "./components/form/honeypot-field";
export { VisitFields } from "./components/form/visit-fields";
export { contactServices, DEFAULT_CONTACT_SERVICE } from "./schemas/contact-services";
