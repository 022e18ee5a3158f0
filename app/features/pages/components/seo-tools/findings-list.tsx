import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import type { Finding } from "~/features/pages/seo/sitemap-rules";

const typeStyle = {
  critical: { label: "Critical", icon: XCircle, className: "text-red-700 dark:text-red-400" },
  warning: { label: "Warning", icon: AlertTriangle, className: "text-amber-700 dark:text-amber-300" },
  info: { label: "Info", icon: Info, className: "text-blue-700 dark:text-blue-300" },
} as const;

/** Findings with their type, file and what to change; the success text when there are none. */
export function FindingsList({ findings, success }: { findings: Finding[]; success: string }) {
  if (findings.length === 0) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400">
        <CheckCircle2 className="size-5" aria-hidden="true" /> {success}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Issues found">
      {findings.map((finding) => {
        const style = typeStyle[finding.type];
        const Icon = style.icon;
        return (
          <li
            key={`${finding.file}-${finding.message}-${finding.details ?? ""}`}
            className="rounded-md border border-border p-3"
          >
            <p className={`flex items-center gap-2 font-semibold ${style.className}`}>
              <Icon className="size-4" aria-hidden="true" />
              <span>
                {style.label}: {finding.message}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              <code className="break-all">{finding.file}</code>
              {finding.details ? ` — ${finding.details}` : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
