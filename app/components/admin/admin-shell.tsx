import { LayoutDashboard, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, Link, NavLink, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { TeamRole } from "~/lib/team-role";
import { useAdminWorker } from "./admin-worker";

/**
 * The admin area's own bar: where the owner is (Admin, a link back to the
 * leads), Logout once signed in, and the admin's sections. It sits inside the
 * site's frame (root.tsx): the shared header above, the footer below, as on
 * every page (spec 001 §2); the site's header carries the way back to the
 * public pages and the theme toggle, so the bar repeats neither.
 *
 * Where it goes: first in the page's one <main>, not above the site's header.
 * The header keeps its place on every page (the same order everywhere, one
 * banner landmark); on a phone it is a single 64 px row (logo, call, theme,
 * menu), so the bar and its navigation are in the first screen, right under
 * it, and "Skip to content" (#main) lands on them: the owner's first stop by
 * keyboard or screen reader is the admin's navigation, before the page's
 * content. The bar scrolls with the page (the header alone stays pinned), so
 * two pinned bars never eat a phone's screen. The visitor's Call / book bar
 * is not shown over the admin, and a printed admin page (the review cards)
 * leaves out the site's header and footer (app.css, [data-admin-frame]).
 */
export function AdminShell({
  signedIn,
  role = null,
  children,
}: {
  signedIn: boolean;
  /** Staff see only the sections they may open (the server refuses the rest anyway). */
  role?: TeamRole | null;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  useAdminWorker();
  const loggingOut = navigation.state === "submitting" && navigation.formData?.get("intent") === "logout";
  return (
    <>
      <div data-admin-frame="" className="border-b border-border bg-muted print:hidden">
        <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to={href("/admin")} className="flex min-w-0 items-center gap-2 rounded-md font-bold">
            <LayoutDashboard className="size-4 shrink-0 text-primary dark:text-blue-300" aria-hidden="true" />
            <span className="truncate">Admin</span>
          </Link>
          {/* The sign-out is the index route's action (/admin), whatever page the frame shows. */}
          {signedIn ? (
            <Form method="post" action={`${href("/admin")}?index`}>
              <input type="hidden" name="intent" value="logout" />
              <Button type="submit" variant="outline" size="sm" disabled={loggingOut}>
                <LogOut aria-hidden="true" /> Logout
              </Button>
            </Form>
          ) : null}
        </div>
        {signedIn ? <AdminNav role={role ?? "staff"} /> : null}
      </div>
      {children}
    </>
  );
}

/** `owner`: shown to the owner only (the server answers 403 to staff there: app/routes.ts's groups). */
const sections: { to: string; label: string; end: boolean; owner?: true }[] = [
  { to: href("/admin"), label: "Leads", end: true },
  { to: href("/admin/visits"), label: "Visits", end: false },
  { to: href("/admin/quotes"), label: "Quotes", end: false, owner: true },
  { to: href("/admin/money"), label: "Money", end: false, owner: true },
  { to: href("/admin/insights"), label: "Insights", end: false },
  { to: href("/admin/alerts"), label: "Alerts", end: false, owner: true },
  { to: href("/admin/booking"), label: "Booking", end: false, owner: true },
  { to: href("/admin/content"), label: "Content", end: false, owner: true },
  { to: href("/admin/activity"), label: "Activity", end: false, owner: true },
  { to: href("/admin/team"), label: "Team", end: false, owner: true },
];

/** The admin's sections: the leads, where they come from, the site's content, who changed what, and who may sign in. */
function AdminNav({ role }: { role: TeamRole }) {
  return (
    <nav aria-label="Admin" className="border-t border-border">
      {/* On a phone the tabs wrap onto a second line rather than hide past the edge. */}
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-0.5 px-1 sm:flex-nowrap sm:gap-1 sm:overflow-x-auto sm:px-4">
        {sections
          .filter((section) => role === "owner" || !section.owner)
          .map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-11 items-center border-b-2 px-2 text-sm font-semibold sm:px-3",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
