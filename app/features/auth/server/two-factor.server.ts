import QRCode from "qrcode";
import { data } from "react-router";
import type { AuthActionOf } from "~/features/auth/schemas";
import type { AdminActionResult, Enrolment } from "~/lib/admin-form";
import { redirectWithFlash } from "~/server/admin-posts.server";
import { adminAuthCall, authErrorCode } from "./admin-session.server";

/**
 * Enrolling the owner's authenticator app (TOTP) through better-auth's
 * two-factor plugin: password, then a QR code and recovery codes, then a
 * first code to confirm. From then on sign-in asks for a code.
 */

const wrongPassword = "That password is not right.";

async function enrolmentFor(totpUri: string, backupCodes: string[]): Promise<Enrolment> {
  const qrSvg = await QRCode.toString(totpUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return { totpUri, qrSvg, secret, backupCodes };
}

function answer(status: number, result: AdminActionResult) {
  return data<AdminActionResult>(result, { status });
}

export async function startEnrolment(
  request: Request,
  { password }: AuthActionOf<"2fa-start">,
  clientAddress: string,
) {
  try {
    const { response } = await adminAuthCall(request, clientAddress, (api, headers) =>
      api.enableTwoFactor({ body: { password }, headers, returnHeaders: true }),
    );
    if (response.method !== "totp") {
      return answer(503, { ok: false, message: "The authenticator could not be set up. Please try again." });
    }
    return answer(200, {
      ok: true,
      // The steps are written in the page: a toast would lie over the recovery codes on a phone.
      message: "",
      enrolment: await enrolmentFor(response.totpURI, response.backupCodes),
    });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD")
      return answer(401, { ok: false, message: wrongPassword });
    if (authErrorCode(error) === "TOTP_ALREADY_ENABLED") {
      return answer(409, { ok: false, message: "Two-factor sign-in is already on." });
    }
    console.error("[admin] two-factor enrolment failed:", error);
    return answer(503, { ok: false, message: "The authenticator could not be set up. Please try again." });
  }
}

/** The enrolment shown again after a mistyped code (the page sent back what it showed). */
async function shownEnrolment({
  totpUri = "",
  backupCodes = "",
}: AuthActionOf<"2fa-confirm">): Promise<Enrolment | undefined> {
  if (!totpUri.startsWith("otpauth://totp/")) return undefined;
  return enrolmentFor(
    totpUri,
    backupCodes
      .split(/\s+/)
      .filter((c) => /^[\w-]{1,40}$/.test(c))
      .slice(0, 20),
  );
}

export async function confirmEnrolment(
  request: Request,
  input: AuthActionOf<"2fa-confirm">,
  clientAddress: string,
) {
  const { code } = input;
  if (!/^\d{6}$/.test(code)) {
    return answer(400, {
      ok: false,
      message: "Enter the 6-digit code from your authenticator app.",
      enrolment: await shownEnrolment(input),
    });
  }
  try {
    const { headers } = await adminAuthCall(request, clientAddress, (api, authHeaders) =>
      api.verifyTOTP({ body: { code }, headers: authHeaders, returnHeaders: true }),
    );
    return redirectWithFlash(
      "/admin?tab=security",
      { message: "Two-factor sign-in is on. Sign-in will now ask for a code.", kind: "success" },
      headers,
    );
  } catch (error) {
    if (authErrorCode(error) === "INVALID_CODE") {
      return answer(401, {
        ok: false,
        message: "That code did not match. Check your authenticator app and try again.",
        enrolment: await shownEnrolment(input),
      });
    }
    console.error("[admin] two-factor confirmation failed:", error);
    return answer(503, {
      ok: false,
      message: "Two-factor sign-in could not be turned on. Please try again.",
    });
  }
}

export async function disableTwoFactor(
  request: Request,
  { password }: AuthActionOf<"2fa-disable">,
  clientAddress: string,
) {
  try {
    const { headers } = await adminAuthCall(request, clientAddress, (api, authHeaders) =>
      api.disableTwoFactor({ body: { password }, headers: authHeaders, returnHeaders: true }),
    );
    return redirectWithFlash(
      "/admin?tab=security",
      { message: "Two-factor sign-in is off.", kind: "success" },
      headers,
    );
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD")
      return answer(401, { ok: false, message: wrongPassword });
    console.error("[admin] turning off two-factor failed:", error);
    return answer(503, {
      ok: false,
      message: "Two-factor sign-in could not be turned off. Please try again.",
    });
  }
}
