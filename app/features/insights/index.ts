/** What the insights feature offers the others in the browser and on the server (another feature imports only this, or index.server). */
export { type Landing, landingFields, readLanding, recordLanding, UTM_MAX_LENGTH, utmKeys } from "./landing";
export { leadSource, sourceName } from "./traffic-source";
