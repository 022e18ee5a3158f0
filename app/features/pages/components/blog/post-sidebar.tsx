import { Mail } from "lucide-react";
import { href, Link } from "react-router";
import { BookingButton, CallButton } from "~/components/layout/booking-call-buttons";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { useSite } from "~/lib/use-site";

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/**
 * The column beside a post (spec 000 §2): its Related Services box, then a
 * free-estimate card and the share links, which stay in view (sticky) from
 * 1024 px while the article scrolls past. On a phone they follow the article.
 */
export function PostSidebar({
  services,
  url,
  title,
}: {
  services: { id: string; title: string }[];
  url: string;
  title: string;
}) {
  const { business } = useSite();
  return (
    <div className="flex flex-col gap-6" data-post-sidebar="">
      {services.length > 0 ? (
        <aside
          aria-labelledby="related-services-title"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2 id="related-services-title" className="text-lg font-bold">
            Related Services
          </h2>
          <ul className="mt-3 space-y-2">
            {services.map((service) => (
              <li key={service.id}>
                <Link to={href("/service/:serviceSlug", { serviceSlug: service.id })} className="prose-link">
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <div className="flex flex-col gap-6 lg:sticky lg:top-24 xl:top-32" data-post-sidebar-sticky="">
        <section
          aria-labelledby="post-estimate-title"
          className="rounded-xl border border-primary/30 bg-blue-50 p-5 dark:border-blue-400/30 dark:bg-blue-950/40"
        >
          <h2 id="post-estimate-title" className="text-lg font-bold">
            Planning a project like this?
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {business.ownerFirstName} visits, measures and gives you a written quote. The estimate is free.
          </p>
          <div className="mt-4 flex flex-col gap-2">
            <BookingButton size="default" className="w-full" />
            <CallButton size="default" className="w-full" />
          </div>
        </section>
        <div>
          <h2 className="text-lg font-bold">Share this article</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {shareLinks(url, title).map((link) => (
              <li key={link.name}>
                <Button asChild variant="outline" size="sm" className="w-full">
                  <ExternalLink href={link.href}>
                    <span className="sr-only">Share on </span>
                    {link.name}
                  </ExternalLink>
                </Button>
              </li>
            ))}
            <li>
              <Button asChild variant="outline" size="sm" className="w-full">
                <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
                  <Mail aria-hidden="true" /> <span className="sr-only">Share by </span>E-mail
                </a>
              </Button>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
