import { Download, LogOut, Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/form-controls";
import {
  type AdminActionResult,
  type AdminTab,
  type ContactLead,
  type Enrolment,
  type LeadFilters,
  type LeadPage,
  leadFiltersSearch,
  leadStatuses,
  leadStatusLabels,
  type NominationLead,
} from "~/lib/admin";
import { cn } from "~/lib/utils";
import { AdminNotice } from "./admin-notice";
import { ContactLeadCard, NominationLeadCard } from "./lead-cards";
import { LeadPagination } from "./lead-pagination";
import { SecurityPanel } from "./security-panel";

export interface DashboardData {
  flash?: { message: string; kind: "success" | "error" };
  user: { email: string; twoFactorEnabled: boolean };
  filters: LeadFilters;
  totals: { contacts?: number; nominations?: number };
  contacts?: LeadPage<ContactLead> & { error?: string };
  nominations?: LeadPage<NominationLead> & { error?: string };
}

const tabLabels: Record<AdminTab, string> = {
  contacts: "Contact Submissions",
  nominations: "Nominations",
  security: "Security",
};

function TabLink({ tab, current, total }: { tab: AdminTab; current: AdminTab; total?: number }) {
  const active = tab === current;
  return (
    <Link
      to={`/admin${leadFiltersSearch({ tab })}`}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-t-md border-b-2 px-4 py-2.5 text-sm font-semibold",
        active
          ? "border-primary text-foreground"
          : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
      )}
    >
      {tabLabels[tab]}
      {total === undefined ? null : ` (${total})`}
    </Link>
  );
}

/** The Admin Dashboard (spec 001 §2): welcome line, Logout, the two lists, and the owner's tools. */
interface InlineMessages {
  flash?: { message: string; kind: "success" | "error" };
  result?: AdminActionResult;
  /** Whether a list's load failure is written in the page (first load) or only a toast. */
  loadError: boolean;
}

export function AdminDashboard({
  data,
  inline,
  enrolment,
}: {
  data: DashboardData;
  /** Messages that came with the page load (later ones are toasts). */
  inline: InlineMessages;
  enrolment: Enrolment | undefined;
}) {
  const { filters, totals } = data;
  const navigation = useNavigation();
  const loggingOut = navigation.state === "submitting" && navigation.formData?.get("intent") === "logout";
  const { flash, result } = inline;
  const loadError = data.contacts?.error ?? data.nominations?.error;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">{`Welcome, ${data.user.email}`}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="outline" disabled={loggingOut}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </Form>
      </div>

      <div className="mt-6 space-y-3">
        {flash ? <AdminNotice kind={flash.kind}>{flash.message}</AdminNotice> : null}
        {result ? <AdminNotice kind={result.ok ? "success" : "error"}>{result.message}</AdminNotice> : null}
        {inline.loadError && loadError ? <AdminNotice kind="error">{loadError}</AdminNotice> : null}
      </div>

      <nav aria-label="Dashboard sections" className="mt-8 flex flex-wrap gap-1 border-b border-border">
        <TabLink tab="contacts" current={filters.tab} total={totals.contacts} />
        <TabLink tab="nominations" current={filters.tab} total={totals.nominations} />
        <TabLink tab="security" current={filters.tab} />
      </nav>

      {filters.tab === "security" ? (
        <SecurityPanel twoFactorEnabled={data.user.twoFactorEnabled} enrolment={enrolment} />
      ) : (
        <LeadList data={data} />
      )}
    </div>
  );
}

function LeadList({ data }: { data: DashboardData }) {
  const { filters } = data;
  const tab = filters.tab === "nominations" ? "nominations" : "contacts";
  const list = tab === "contacts" ? data.contacts : data.nominations;
  const total = data.totals[tab];
  const filtered = filters.status !== "all" || filters.q !== "";
  const title = tabLabels[tab];
  const exportHref = `/admin/export.csv${leadFiltersSearch({ ...filters, tab, page: 1 })}`;

  return (
    <section aria-labelledby="lead-list-title" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="lead-list-title" className="text-2xl font-bold">
          {title} ({total ?? "?"})
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      <Form
        method="get"
        role="search"
        aria-label={`Filter ${title.toLowerCase()}`}
        className="mt-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[12rem_1fr_auto]"
      >
        {tab === "nominations" ? <input type="hidden" name="tab" value="nominations" /> : null}
        <div>
          <Label htmlFor="lead-status-filter">Status</Label>
          <Select id="lead-status-filter" name="status" defaultValue={filters.status}>
            <option value="all">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-search">Search</Label>
          <Input
            id="lead-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, e-mail, phone or text"
            maxLength={100}
          />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">
            <Search aria-hidden="true" /> Filter
          </Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to={`/admin${leadFiltersSearch({ tab })}`}>Clear</Link>
            </Button>
          ) : null}
        </div>
      </Form>

      {list?.error ? (
        <p className="mt-6 text-destructive">{list.error}</p>
      ) : !list || list.rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {filtered
            ? "No leads match these filters."
            : tab === "contacts"
              ? "No contact submissions yet"
              : "No nominations yet"}
        </p>
      ) : (
        <>
          {filtered ? (
            <p className="mt-4 text-sm text-muted-foreground" role="status">
              {list.matching} {list.matching === 1 ? "lead matches" : "leads match"} these filters.
            </p>
          ) : null}
          <ol className="mt-6 space-y-5">
            {tab === "contacts"
              ? (list.rows as ContactLead[]).map((lead) => (
                  <li key={lead.id}>
                    <ContactLeadCard lead={lead} />
                  </li>
                ))
              : (list.rows as NominationLead[]).map((lead) => (
                  <li key={lead.id}>
                    <NominationLeadCard lead={lead} />
                  </li>
                ))}
          </ol>
          <LeadPagination filters={filters} matching={list.matching} />
        </>
      )}
    </section>
  );
}
