/** What the auth feature offers the others in the browser and on the server (another feature imports only this, or index.server). */
export { SecurityPanel } from "./components/security-panel";
export { authActionSchemas } from "./schemas";
