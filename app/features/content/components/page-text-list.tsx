import { ExternalLink, Pencil } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import type { PageTextListPage } from "~/features/content/page-texts";

/** The pages' running text the owner can rewrite, page by page, each saying whether it is still the starting text. */
export function PageTextList({ pages }: { pages: PageTextListPage[] }) {
  return (
    <AdminPage
      title="Page texts"
      intro="The words on your pages that are yours to write. Each keeps its history: an earlier version, or the text the site started with, comes back in one tap."
    >
      <div className="space-y-10">
        {pages.map((page) => (
          <section key={page.name} aria-labelledby={`texts-${page.path}`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`texts-${page.path}`} className="text-xl font-bold">
                {page.name}
              </h2>
              <Button asChild variant="outline" size="sm">
                <Link to={page.path} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" /> See the page
                  <span className="sr-only"> ({page.name})</span>
                </Link>
              </Button>
            </div>
            <ul className="mt-3 space-y-3">
              {page.blocks.map((block) => (
                <li key={block.key} className="rounded-lg border border-border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold">
                        {block.title}
                        {block.changed ? null : (
                          <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                            As the site started
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-muted-foreground">{block.where}</p>
                    </div>
                    <Button asChild variant="outline" size="sm">
                      <Link to={href("/admin/content/texts/:key", { key: block.key })}>
                        <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {block.title}</span>
                      </Link>
                    </Button>
                  </div>
                  <p className="mt-2 line-clamp-2 text-sm">{block.excerpt}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
