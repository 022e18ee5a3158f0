import { Images, MessageSquare, Wrench } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BookingCallButtons } from "~/components/layout/booking-call-buttons";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { type BlogCategory, blogListView } from "~/features/pages/blog-list";
import { blogPageSize, type PostCardData } from "~/lib/blog";
import { useSite } from "~/lib/use-site";
import { BlogList } from "./blog-list";

export interface BlogPageData {
  /** Every post that matches the search, in order; the address's category and page are drawn from them. */
  cards: PostCardData[];
  categories: BlogCategory[];
  query: string;
}

/** /blog (spec 000 §2): the hero, Recent Articles with search, categories and pages, a closing band. */
export function BlogPage({ data }: { data: BlogPageData }) {
  const { business } = useSite();
  const [params] = useSearchParams();
  const view = blogListView(data.cards, data.categories, params, blogPageSize);
  return (
    <>
      <PageHero
        badge="Painting Tips & Advice"
        title={`The ${business.shortName} Blog`}
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
          posts={view.posts}
          categories={data.categories}
          query={data.query}
          category={view.category}
          page={view.page}
          pages={view.pages}
          pageMarks={view.pageMarks}
        />
      </Section>
      <CallToAction
        title="Ready to Transform Your Space?"
        text="Get a free estimate from the owner, usually the same day you call."
      >
        <BookingCallButtons tone="dark" callLabel="Call Now" />
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/gallery">
            <Images aria-hidden="true" /> See Our Gallery
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
