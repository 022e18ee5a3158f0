import { ChevronDown, Download, Search, UserPlus } from "lucide-react";
import { Form, href, Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { FlashLink } from "~/components/admin/pass-on-link";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input, Label, Select } from "~/components/ui/form-controls";
import { SecurityPanel } from "~/features/auth";
import {
  type AdminTab,
  type ContactLead,
  type LeadFilters,
  type LeadPage,
  leadFiltersSearch,
  leadStatuses,
  leadStatusLabels,
  type NominationLead,
} from "~/features/leads/lead-filters";
import type { AdminActionResult, Enrolment } from "~/lib/admin-form";
import { ContactLeadCard, NominationLeadCard } from "./lead-cards";
import { LeadPagination } from "./lead-pagination";
import { type Texting, TextingProvider } from "./texting";

export interface DashboardData {
  flash?: { message: string; kind: "success" | "error" };
  user: { email: string; twoFactorEnabled: boolean };
  filters: LeadFilters;
  totals: { contacts?: number; nominations?: number };
  /** The photos visitors sent, in all (the contacts tab). */
  photoStorage?: { photos: number; bytes: number };
  contacts?: LeadPage<ContactLead> & { error?: string };
  nominations?: LeadPage<NominationLead> & { error?: string };
  texting: Texting;
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
      to={`${href("/admin")}${leadFiltersSearch({ tab })}`}
      aria-current={active ? "page" : undefined}
      className={cn(
        "shrink-0 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4",
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
  const { flash, result } = inline;
  const loadError = data.contacts?.error ?? data.nominations?.error;

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
      <p className="mt-0.5 text-sm break-all text-muted-foreground">{`Welcome, ${data.user.email}`}</p>

      <div className="mt-4 space-y-3 empty:hidden">
        {flash ? <AdminNotice kind={flash.kind}>{flash.message}</AdminNotice> : null}
        <FlashLink />
        {result?.message ? (
          <AdminNotice kind={result.ok ? "success" : "error"}>{result.message}</AdminNotice>
        ) : null}
        {inline.loadError && loadError ? <AdminNotice kind="error">{loadError}</AdminNotice> : null}
      </div>

      <nav aria-label="Dashboard sections" className="mt-4 flex flex-wrap gap-1 border-b border-border">
        <TabLink tab="contacts" current={filters.tab} total={totals.contacts} />
        <TabLink tab="nominations" current={filters.tab} total={totals.nominations} />
        <TabLink tab="security" current={filters.tab} />
      </nav>

      {filters.tab === "security" ? (
        <SecurityPanel twoFactorEnabled={data.user.twoFactorEnabled} enrolment={enrolment} />
      ) : (
        <TextingProvider value={data.texting}>
          <LeadList data={data} />
        </TextingProvider>
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
  const exportHref = `${href("/admin/export.csv")}${leadFiltersSearch({ ...filters, tab, page: 1 })}`;

  return (
    <section aria-labelledby="lead-list-title" className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lead-list-title" className="text-xl font-bold sm:text-2xl">
          {title} ({total ?? "?"})
        </h2>
        {tab === "contacts" ? (
          <Button asChild size="lg" className="max-sm:w-full">
            <Link to={href("/admin/leads/new")}>
              <UserPlus aria-hidden="true" /> Add a lead
            </Link>
          </Button>
        ) : null}
      </div>
      {tab === "contacts" && data.photoStorage && data.photoStorage.photos > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Photos sent with requests: {data.photoStorage.photos}, taking{" "}
          {(data.photoStorage.bytes / 1024 / 1024).toFixed(1)} MB. Deleting a request deletes its photos.
        </p>
      ) : null}
      <details className="group mt-3 rounded-lg border border-border bg-card" open={filtered}>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <Search className="size-4" aria-hidden="true" /> Filter, search and export
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="border-t border-border p-4">
          <Form
            method="get"
            role="search"
            aria-label={`Filter ${title.toLowerCase()}`}
            className="grid gap-3 sm:grid-cols-[12rem_1fr_auto]"
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
                  <Link to={`${href("/admin")}${leadFiltersSearch({ tab })}`}>Clear</Link>
                </Button>
              ) : null}
            </div>
          </Form>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href={exportHref} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </div>
      </details>

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
          <ol className="mt-4 space-y-4">
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
