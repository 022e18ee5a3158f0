import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Admin",
    description: "Sign-in for the site's owner.",
    path: "/admin",
    noindex: true,
  }),
});

export const meta = metaFromLoader;

export default function Admin() {
  return <SimplePage title="Admin" lead="The owner's sign-in is not open yet." />;
}
