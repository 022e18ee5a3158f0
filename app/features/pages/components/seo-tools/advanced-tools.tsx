// The advanced tools of the sitemap page (verification, diagnostics, local
// SEO), in their own module: the page loads them when the visitor opens them.
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import { type Finding, messages, SITEMAP_PATHS } from "~/features/pages/seo/sitemap-rules";
import { download, sameOriginPath } from "./downloads";
import { FindingsList } from "./findings-list";
import { HealthCheck, Score } from "./seo-tools";

type Verification = { file: string; state: "checking" | "success" | "error"; detail?: string };

function SitemapVerification() {
  const [items, setItems] = useState<Verification[]>([]);
  const [indexed, setIndexed] = useState<number | null>(null);
  const running = items.some((i) => i.state === "checking");

  const verify = () => {
    setIndexed(null);
    setItems(SITEMAP_PATHS.map((file) => ({ file, state: "checking" })));
    const parser = new DOMParser();
    const locs = new Set<string>();
    let pending = SITEMAP_PATHS.length;
    for (const file of SITEMAP_PATHS) {
      void download(file).then((result) => {
        const doc = result.text ? parser.parseFromString(result.text, "application/xml") : null;
        const parsed = doc !== null && !doc.getElementsByTagName("parsererror")[0];
        const ok = result.status === 200 && parsed;
        if (ok && doc && !file.includes("index")) {
          for (const loc of Array.from(doc.getElementsByTagNameNS("*", "loc")))
            locs.add(loc.textContent?.trim() ?? "");
        }
        setItems((current) =>
          current.map((item) =>
            item.file === file
              ? {
                  file,
                  state: ok ? "success" : "error",
                  detail: ok
                    ? `${result.bytes.toLocaleString()} bytes`
                    : result.text === null
                      ? messages.networkError
                      : `HTTP ${result.status}`,
                }
              : item,
          ),
        );
        pending -= 1;
        if (pending === 0) setIndexed(locs.size);
      });
    }
  };

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">Sitemap Verification</h3>
      <Button onClick={verify} disabled={running} variant="outline">
        Verify Sitemaps
      </Button>
      {items.length > 0 ? (
        <ul className="space-y-1">
          {items.map((item) => (
            <li
              key={item.file}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-border px-3 py-2"
            >
              <code>{item.file}</code>
              <span
                className={
                  item.state === "success"
                    ? "text-green-700 dark:text-green-400"
                    : item.state === "error"
                      ? "text-red-700 dark:text-red-400"
                      : "text-muted-foreground"
                }
              >
                {item.state === "checking" ? "Checking..." : item.state === "success" ? "Success" : "Error"}
                {item.detail ? ` (${item.detail})` : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {indexed !== null ? (
        <p role="status">
          Pages listed for search engines: <strong>{indexed}</strong> unique URLs across the sitemaps.
        </p>
      ) : null}
    </div>
  );
}

const DIAGNOSTIC_FILES = ["/robots.txt", "/", ...SITEMAP_PATHS];

function FileDiagnostics() {
  const [custom, setCustom] = useState("");
  const [error, setError] = useState("");
  const [rows, setRows] = useState<{ path: string; status: number; ok: boolean; note: string }[] | null>(
    null,
  );
  const [running, setRunning] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const extra = custom.trim() ? sameOriginPath(custom) : undefined;
    if (extra === null) {
      setError("Enter a path on this site that starts with / (for example /services).");
      return;
    }
    setError("");
    setRunning(true);
    const paths = extra ? [...DIAGNOSTIC_FILES, extra] : DIAGNOSTIC_FILES;
    const results = await Promise.all(
      paths.map(async (path) => {
        const result = await download(path);
        const ok = result.status === 200;
        const note =
          result.text === null
            ? messages.networkError
            : `${result.bytes.toLocaleString()} bytes in ${result.ms} ms`;
        return { path, status: result.status, ok, note };
      }),
    );
    setRows(results);
    setRunning(false);
  };

  return (
    <form onSubmit={run} className="space-y-4" noValidate>
      <div>
        <Label htmlFor="custom-path">Also check a path on this site (optional)</Label>
        <Input
          id="custom-path"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          placeholder="/services"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "custom-path-error" : undefined}
        />
        {error ? (
          <p id="custom-path-error" className="mt-1 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={running}>
        {running ? "Checking..." : "Run File Diagnostics"}
      </Button>
      {rows ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">File diagnostics</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-2">
                File
              </th>
              <th scope="col" className="py-2 pr-2">
                Status
              </th>
              <th scope="col" className="py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path} className="border-b border-border">
                <td className="py-2 pr-2">
                  <code className="break-all">{row.path}</code>
                </td>
                <td
                  className={`py-2 pr-2 font-semibold ${row.ok ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
                >
                  {row.status || "Failed"}
                </td>
                <td className="py-2">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </form>
  );
}

/** What a local business listing needs in the home page's structured data. */
const LOCAL_FIELDS: [string, (b: Record<string, unknown>) => boolean, string][] = [
  ["Business name", (b) => typeof b.name === "string" && b.name !== "", "Add the business name."],
  ["Phone number", (b) => typeof b.telephone === "string" && b.telephone !== "", "Add a telephone number."],
  ["Street address", (b) => typeof b.address === "object" && b.address !== null, "Add a PostalAddress."],
  [
    "Map coordinates",
    (b) => typeof b.geo === "object" && b.geo !== null,
    "Add GeoCoordinates (latitude, longitude).",
  ],
  ["Opening hours", (b) => Array.isArray(b.openingHoursSpecification), "Add openingHoursSpecification."],
  ["Areas served", (b) => b.areaServed !== undefined, "List the cities served in areaServed."],
  ["Price range", (b) => typeof b.priceRange === "string", "Add a priceRange such as $$."],
];

function LocalSeo() {
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [checks, setChecks] = useState(LOCAL_FIELDS.length);
  const run = async () => {
    const home = await download("/");
    const doc = new DOMParser().parseFromString(home.text ?? "", "text/html");
    const blocks = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => {
      try {
        return [JSON.parse(s.textContent ?? "") as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const business = blocks.find(
      (b) => typeof b["@type"] === "string" && /Painter|LocalBusiness/.test(b["@type"]),
    );
    if (!business) {
      setChecks(1);
      setFindings([
        {
          file: "/",
          type: "critical",
          message: "No local business structured data on the home page",
          details: "Add a LocalBusiness (HousePainter) JSON-LD block.",
        },
      ]);
      return;
    }
    setChecks(LOCAL_FIELDS.length);
    setFindings(
      LOCAL_FIELDS.filter(([, present]) => !present(business)).map(([label, , fix]) => ({
        file: "/",
        type: "warning",
        message: `${label} missing from the business listing`,
        details: fix,
      })),
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Reads the business listing (LocalBusiness structured data) on the home page: name, phone, address,
        coordinates, hours, areas served and price range.
      </p>
      <Button onClick={run}>Check Local SEO</Button>
      {findings ? (
        <>
          <Score checks={checks} failed={findings.length} />
          <FindingsList
            findings={findings}
            success="The business listing has everything search engines use."
          />
        </>
      ) : null}
    </div>
  );
}

export function AdvancedTools() {
  return (
    <div className="space-y-10">
      <SitemapVerification />
      <div>
        <h3 className="mb-4 text-lg font-semibold">Diagnostics</h3>
        <Tabs.Root defaultValue="files">
          <Tabs.List aria-label="Diagnostics" className="mb-4 flex flex-wrap gap-1 rounded-lg bg-muted p-1">
            {[
              ["files", "File Diagnostics"],
              ["local", "Local SEO"],
              ["health", "Health Check"],
            ].map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value as string}
                className="rounded-md px-3 py-2 text-sm font-medium data-[state=active]:bg-background data-[state=active]:shadow"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="files">
            <FileDiagnostics />
          </Tabs.Content>
          <Tabs.Content value="local">
            <LocalSeo />
          </Tabs.Content>
          <Tabs.Content value="health">
            <HealthCheck />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
