import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { healthMessages, visibilityScore } from "~/features/pages/seo/seo-health";
import { messages } from "~/features/pages/seo/sitemap-rules";
import { useSite } from "~/lib/use-site";
import { HEALTH_PAGES, runHealthCheck, runSitemapCheck } from "./checks";
import { FindingsList } from "./findings-list";

type Run<T> = { state: "idle" } | { state: "running" } | { state: "done"; result: T };

export function useRun<T>(task: () => Promise<T>) {
  const [run, setRun] = useState<Run<T>>({ state: "idle" });
  const start = async () => {
    setRun({ state: "running" });
    setRun({ state: "done", result: await task() });
  };
  return [run, start] as const;
}

export function RunButton({
  running,
  onClick,
  children,
}: {
  running: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button onClick={onClick} disabled={running}>
      {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {running ? "Checking..." : children}
    </Button>
  );
}

export function SitemapChecker() {
  const { siteUrl } = useSite();
  const [run, start] = useRun(() => runSitemapCheck(siteUrl));
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Downloads each XML sitemap and robots.txt from this site and checks them against the sitemap rules:
        the root element, the namespace, every URL (present, https, this domain), dates and priorities.
      </p>
      <RunButton running={run.state === "running"} onClick={start}>
        Check Sitemaps
      </RunButton>
      {run.state === "done" ? <FindingsList findings={run.result} success={messages.allValid} /> : null}
    </div>
  );
}

export function HealthCheck() {
  const [run, start] = useRun(runHealthCheck);
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Reads the head of {HEALTH_PAGES.length} key pages (canonical link, meta description, x-default
        hreflang) and checks that robots.txt and the sitemap index are served.
      </p>
      <RunButton running={run.state === "running"} onClick={start}>
        Run Health Check
      </RunButton>
      {run.state === "done" ? (
        <>
          <Score checks={run.result.checks} failed={run.result.findings.length} />
          <FindingsList findings={run.result.findings} success={healthMessages.allGood} />
        </>
      ) : null}
    </div>
  );
}

export function Score({ checks, failed }: { checks: number; failed: number }) {
  const score = visibilityScore(checks, Math.min(failed, checks));
  const good = score > 80;
  return (
    <p className="font-semibold">
      Visibility score:{" "}
      <span className={good ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-300"}>
        {score}%
      </span>{" "}
      <span className="font-normal text-muted-foreground">
        ({checks - Math.min(failed, checks)} of {checks} checks passed)
      </span>
    </p>
  );
}
