import { Link } from "react-router";
import { PostGrid } from "~/components/blog/post-card";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction } from "~/components/layout/call-to-action";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import type { PostCardData } from "~/lib/blog";
import type { Crumb } from "~/lib/seo";

interface PostListingPageProps {
  badge: string;
  title: string;
  subtitle: string;
  crumbs: Crumb[];
  posts: PostCardData[];
}

/** A category's or a tag's articles. */
export function PostListingPage({ badge, title, subtitle, crumbs, posts }: PostListingPageProps) {
  return (
    <>
      <PageHero badge={badge} title={title} subtitle={subtitle} />
      <Breadcrumbs items={crumbs} />
      <Section>
        <p className="mb-6 text-muted-foreground">
          {posts.length === 1 ? "1 article" : `${posts.length} articles`} ·{" "}
          <Link to="/blog" className="prose-link">
            See all articles
          </Link>
        </p>
        <PostGrid posts={posts} headingLevel={2} />
      </Section>
      <CallToAction
        title="Have a Project in Mind?"
        text="Get a free estimate from the owner, who does the estimate and the work."
      />
    </>
  );
}
