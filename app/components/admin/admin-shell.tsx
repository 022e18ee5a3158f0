import { ExternalLink as ExternalIcon, LogOut, PaintRoller } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href, Link, NavLink, useNavigation } from "react-router";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { TeamRole } from "~/lib/team-role";
import { useSite } from "~/lib/use-site";
import { useAdminWorker } from "./admin-worker";

/**
 * The admin area's own frame, instead of the public header and footer: the
 * business name, a way back to the site, the theme and (signed in) Logout.
 * Links to the public site load it as a new document: the site's footer is
 * markup kept from the server, which only a document load brings.
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
  const { business } = useSite();
  const navigation = useNavigation();
  useAdminWorker();
  const loggingOut = navigation.state === "submitting" && navigation.formData?.get("intent") === "logout";
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-header backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to={href("/admin")} className="flex min-w-0 items-center gap-2 rounded-md font-bold">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <PaintRoller className="size-4" aria-hidden="true" />
            </span>
            <span className="truncate">
              <span className="sr-only sm:not-sr-only">{business.shortName} </span>
              <span className="font-normal text-muted-foreground max-sm:font-bold max-sm:text-foreground">
                Admin
              </span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link to="/" reloadDocument>
                <ExternalIcon aria-hidden="true" />
                <span className="max-sm:sr-only">View site</span>
              </Link>
            </Button>
            <ThemeToggle />
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
        </div>
        {signedIn ? <AdminNav role={role ?? "staff"} /> : null}
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}

/** `owner`: shown to the owner only (the server answers 403 to staff there: app/routes.ts's groups). */
const sections: { to: string; label: string; end: boolean; owner?: true }[] = [
  { to: href("/admin"), label: "Leads", end: true },
  { to: href("/admin/visits"), label: "Visits", end: false },
  { to: href("/admin/quotes"), label: "Quotes", end: false, owner: true },
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
