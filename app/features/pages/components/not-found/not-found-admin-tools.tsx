import { FileCode, LayoutDashboard, Search } from "lucide-react";
import { href, Link } from "react-router";

export interface NotFoundAdminData {
  /** The path that was asked for, as the server received it. */
  path: string;
  closestPages: { title: string; path: string }[];
}

const panelClass = "rounded-xl border border-border bg-card p-5 text-left shadow-sm";

/** The two panels a site owner sees on the 404 page with ?admin=true. */
export function NotFoundAdminTools({ data }: { data: NotFoundAdminData }) {
  return (
    <section aria-labelledby="admin-tools-heading" className="mt-12 text-left">
      <h2 id="admin-tools-heading" className="text-center text-2xl font-bold">
        Admin Tools
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="admin-links-heading" className={panelClass}>
          <h3 id="admin-links-heading" className="text-lg font-semibold">
            Site owner links
          </h3>
          <ul className="mt-3 space-y-2">
            <li className="flex items-start gap-2">
              <LayoutDashboard className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <Link to={href("/admin")} className="prose-link">
                  Admin sign-in and leads dashboard
                </Link>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Search className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <Link to="/sitemap" className="prose-link">
                  Sitemap and SEO tools
                </Link>
              </span>
            </li>
            {/* Plain links: these files are served as they are, not by the app's router. */}
            {["/sitemap.xml", "/sitemap-index.xml", "/robots.txt"].map((file) => (
              <li key={file} className="flex items-start gap-2">
                <FileCode className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a href={file} className="prose-link">
                  {file}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="admin-missing-heading" className={panelClass}>
          <h3 id="admin-missing-heading" className="text-lg font-semibold">
            About this missing page
          </h3>
          <p className="mt-3 text-sm text-muted-foreground">Requested path</p>
          <p className="font-mono text-sm break-all">{data.path}</p>
          <p className="mt-4 text-sm text-muted-foreground">Closest pages on the site</p>
          {data.closestPages.length > 0 ? (
            <ul className="mt-1 space-y-1.5" aria-label="Closest pages">
              {data.closestPages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="prose-link">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">No page on the site resembles this address.</p>
          )}
          <p className="mt-4 text-sm">
            If this address was once in use or is linked from elsewhere, add a redirect from it to the right
            page; if a link on this site led here, correct that link.
          </p>
        </section>
      </div>
    </section>
  );
}
