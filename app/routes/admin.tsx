import { SimplePage } from "~/components/layout/simple-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: "Admin", description: "Sign-in for the site's owner.", path: "/admin", noindex: true });

export default function Admin() {
  return <SimplePage title="Admin" lead="The owner's sign-in is not open yet." />;
}
