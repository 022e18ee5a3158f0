import { FormState } from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { RowList } from "~/components/admin/row-list";
import { useContentForm } from "~/components/admin/use-content-form";
import { type Community, communitiesSchema } from "~/features/content/city-schema";
import type { HistoryItem } from "~/lib/record-history";

export interface CommunitiesData {
  communities: Community[];
  communitiesRevision: number;
  /** The city pages a community can link to. */
  pages: { value: string; label: string }[];
  history: HistoryItem[];
  timeZoneName: string;
}

/** The other communities the service areas page names, each linking to a city page or not; with their history. */
export function CommunitiesForm({ data }: { data: CommunitiesData }) {
  const form = useContentForm(communitiesSchema);
  const values = form.values ?? { communities: data.communities };
  return (
    <section aria-labelledby="communities-heading" id="communities" className="mt-10 scroll-mt-20">
      <h2 id="communities-heading" className="text-xl font-bold">
        More communities we serve
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        The service areas page lists these under the cities, in this order. A community can link to a city
        page (as Bloomington does); the link shows while that page is on the site.
      </p>
      <RecordForm
        form={form}
        revision={data.communitiesRevision}
        saveLabel="Save communities"
        isNew={false}
        draft="communities"
      >
        <FormState values={values} errorFor={form.errorFor}>
          <RowList
            name="communities"
            legend="Communities"
            hint="Clear a name to take it off the list. Save to get more empty rows."
            spare={3}
            compact
            columns={[
              { key: "name", label: "Community" },
              {
                key: "slug",
                label: "Links to",
                options: [{ value: "", label: "No page" }, ...data.pages],
              },
            ]}
          />
        </FormState>
      </RecordForm>
      <RecordHistory
        items={data.history}
        revision={data.communitiesRevision}
        timeZoneName={data.timeZoneName}
      />
    </section>
  );
}
