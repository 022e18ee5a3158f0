import { createContext, data, type RouterContextProvider } from "react-router";
import { adminMessages } from "~/lib/admin-form";
import type { TeamRole } from "~/lib/team-role";

/**
 * The visitor's address as Express sees it (`req.ip`, which honours
 * TRUST_PROXY behind a load balancer). Rate limits are counted per address.
 * The dev server has no load context, hence the default.
 */
export const clientAddressContext = createContext<string>("unknown");

/** A signed-in member of the team: the owner, or staff (who work the leads only). */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: TeamRole;
  twoFactorEnabled: boolean;
}

/**
 * Who is signed in as the admin for this request, or null: set once by the
 * admin layout's middleware (app/routes/admin/layout.tsx), read by every
 * admin loader and action below it.
 */
export const adminUserContext = createContext<AdminUser | null>(null);

/**
 * The signed-in admin. The admin routes' middleware has already refused
 * anyone else; this refuses again (403) should a route ever be placed
 * outside it.
 */
export function adminUser(context: Readonly<RouterContextProvider>): AdminUser {
  const user = context.get(adminUserContext);
  if (!user) throw data({ ok: false, message: adminMessages.accessDenied }, { status: 403 });
  return user;
}
