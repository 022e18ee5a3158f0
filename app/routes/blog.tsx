import { Images, MessageSquare, Phone, Wrench } from "lucide-react";
import { Link, redirect } from "react-router";
import { BlogList } from "~/components/blog/blog-list";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { telHref } from "~/content/site";
import { blogCategorySlug, blogPageSize } from "~/lib/blog";
import { blogListHref, filterPosts, pageNumbers, pageSlice, resolvePage, totalPages } from "~/lib/blog-list";
import { bookingUrl } from "~/lib/config";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { allPosts, postCard, rssLink, usedCategories } from "~/server/blog.server";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").slice(0, 100);
  const categories = usedCategories().map((name) => ({ name, slug: blogCategorySlug(name) }));
  const category = categories.find((c) => c.slug === params.get("category")) ?? null;
  const matches = filterPosts(allPosts(), query, category?.name ?? null);
  const pages = totalPages(matches.length, blogPageSize);
  const rawPage = params.get("page");
  const page = resolvePage(rawPage, pages);
  // ?page=1 and a page that does not exist both mean page 1, whose address has no ?page=.
  if (rawPage !== null && (page === 1 || String(page) !== rawPage)) {
    throw redirect(blogListHref("/blog", { q: query, category: category?.slug, page }));
  }
  return {
    posts: pageSlice(matches, page, blogPageSize).map(postCard),
    categories,
    query,
    category: category?.slug ?? null,
    page,
    pages,
    pageMarks: pageNumbers(page, pages),
    meta: [
      ...pageMeta({
        title: "Painting Tips & Advice Blog",
        description:
          "Painting and drywall advice for Minnesota homeowners: colours, prep, seasons, cabinets, textured ceilings and hiring a local painter.",
        path: "/blog",
        keywords: [
          "painting blog",
          "Minnesota painting tips",
          "interior painting advice",
          "exterior painting",
        ],
        jsonLd: [
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
          ]),
        ],
      }),
      rssLink(),
    ],
  };
}

export const meta = metaFromLoader;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Painting Tips & Advice"
        title="The Advanced Painting Blog"
        subtitle="Straight answers for Minnesota homeowners: choosing colours for long winters, prepping siding for our short season, fixing drywall cracks and knowing when to call a pro."
      >
        <Button asChild size="lg" variant="onDark">
          <Link to="/services">
            <Wrench aria-hidden="true" /> Our Services
          </Link>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/contact">
            <MessageSquare aria-hidden="true" /> Contact Us
          </Link>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/gallery">
            <Images aria-hidden="true" /> View Our Work
          </Link>
        </Button>
      </PageHero>
      <Section
        id="articles"
        title="Recent Articles"
        intro="Search by topic or pick a category. New articles follow the seasons of a Minnesota painting year."
      >
        <BlogList
          posts={loaderData.posts}
          categories={loaderData.categories}
          query={loaderData.query}
          category={loaderData.category}
          page={loaderData.page}
          pages={loaderData.pages}
          pageMarks={loaderData.pageMarks}
        />
      </Section>
      <CallToAction
        title="Ready to Transform Your Space?"
        text="Get a free estimate from the owner, usually the same day you call."
      >
        <Button asChild size="lg" variant="onDark">
          <ExternalLink href={bookingUrl}>Get Your Free Estimate</ExternalLink>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <a href={telHref}>
            <Phone aria-hidden="true" /> Call Now
          </a>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/gallery">
            <Images aria-hidden="true" /> See Our Gallery
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
