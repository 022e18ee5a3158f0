/** What the auth feature offers the other features on the server (another feature imports only this, or index.ts). */
export {
  type AdminSession,
  authFailure,
  hasTwoFactorChallenge,
  signIn,
  signOut,
  verifySecondFactor,
} from "./server/admin-session.server";
export { confirmEnrolment, disableTwoFactor, startEnrolment } from "./server/two-factor.server";
