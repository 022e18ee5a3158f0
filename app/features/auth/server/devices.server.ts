import { siteFacts } from "~/features/content/index.server";
import { deviceLabel } from "~/lib/device-label";
import { readAdminForm, refused, savedRedirect } from "~/server/admin-posts.server";
import { adminAuthCall } from "./admin-session.server";

/**
 * The signed-in devices of the person signed in (better-auth's listSessions):
 * each browser in plain words, when it was last used, which one is this; and
 * "Sign out everywhere else" (revokeOtherSessions).
 */

export async function devicesPageData(request: Request, clientAddress: string) {
  const [{ response: current }, { response: sessions }, { business }] = await Promise.all([
    adminAuthCall(request, clientAddress, (api, headers) => api.getSession({ headers, returnHeaders: true })),
    adminAuthCall(request, clientAddress, (api, headers) =>
      api.listSessions({ headers, returnHeaders: true }),
    ),
    siteFacts(),
  ]);
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const devices = sessions
    .map((session) => ({
      id: session.id,
      label: deviceLabel(session.userAgent ?? ""),
      lastActive: new Date(session.updatedAt),
      signedIn: when.format(new Date(session.createdAt)),
      current: session.token === current?.session.token,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.getTime() - a.lastActive.getTime())
    .map(({ lastActive, ...device }) => ({ ...device, lastActive: when.format(lastActive) }));
  return { devices };
}

export async function devicesAction(request: Request, clientAddress: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  if (post.intent !== "sign-out-others") return refused(400, "Unknown action.");
  try {
    await adminAuthCall(request, clientAddress, (api, headers) =>
      api.revokeOtherSessions({ headers, returnHeaders: true }),
    );
  } catch (error) {
    console.error("[admin] signing out the other devices failed:", error);
    return refused(503, "The other devices could not be signed out. Please try again.");
  }
  return savedRedirect("/admin/devices", "Every other device is signed out.");
}
