import { ExternalLink, Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { Button } from "~/components/ui/button";

export interface FaqListPage {
  name: "faq" | "contact";
  title: string;
  path: string;
  about: string;
  questions: { id: string; question: string; answer: string; hidden: boolean }[];
}

/** The questions of the FAQ page and of the contact page, each list in the order its page shows it. */
export function FaqList({ pages }: { pages: FaqListPage[] }) {
  return (
    <AdminPage
      title="Questions"
      intro="Each page shows its questions in this order; a hidden one appears nowhere. Tap Edit to change a question or its answer."
    >
      <div className="space-y-10">
        {pages.map((page) => (
          <section key={page.name} aria-labelledby={`faq-${page.name}`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`faq-${page.name}`} className="text-xl font-bold">
                {page.title}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={page.path} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden="true" /> See the page
                    <span className="sr-only"> ({page.title})</span>
                  </Link>
                </Button>
                <Button asChild size="sm">
                  <Link to={`${href("/admin/content/faq/:id", { id: "new" })}?page=${page.name}`}>
                    <Plus aria-hidden="true" /> Add a question
                    <span className="sr-only"> to the {page.title}</span>
                  </Link>
                </Button>
              </div>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{page.about}</p>
            {page.questions.length === 0 ? (
              <p className="mt-3 rounded-md border border-border p-4">No questions on this page yet.</p>
            ) : null}
            <ol className="mt-3 space-y-3">
              {page.questions.map((entry, index) => (
                <RecordRow
                  key={entry.id}
                  id={entry.id}
                  name={`"${entry.question}"`}
                  layout="card"
                  label={entry.question}
                  hidden={entry.hidden}
                  hiddenPill
                  title={entry.question}
                  order={{ index, count: page.questions.length }}
                  showHide="icon"
                  edit={href("/admin/content/faq/:id", { id: entry.id })}
                  below={<p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{entry.answer}</p>}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
