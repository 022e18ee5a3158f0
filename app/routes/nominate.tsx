import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Nominate a Neighbor",
    description: "Nominate someone in your community for a free painting project.",
    path: "/nominate",
  }),
});

export const meta = metaFromLoader;

export default function Page() {
  return (
    <SimplePage
      title="Nominate Someone Deserving"
      lead="Nominate someone in your community for a free painting project."
    >
      <ContactLine />
    </SimplePage>
  );
}
