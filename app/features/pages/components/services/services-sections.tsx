import { Award, ShieldCheck, Star, Users } from "lucide-react";
import { ProcessSteps } from "~/features/pages/components/blocks/process-steps";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import type { ProcessStep } from "~/seed/types";
import { ServiceCard } from "./service-card";

/**
 * The services page's parts with no behaviour of their own (links and text):
 * kept from the server's markup when the page loads (StaticPart in
 * services-page.tsx), so their code is fetched, and they are rendered, only
 * for a client-side visit.
 */

export function ServicesGrid({ services, brands }: { services: ServiceCardData[]; brands: string[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} brands={brands} compactOnPhone />
      ))}
    </div>
  );
}

const credentialIcons = [ShieldCheck, Users, Award, Star];

export function ServicesCredentials({ credentials }: { credentials: { title: string; detail: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {credentials.map((c, i) => {
        const Icon = credentialIcons[i] ?? Award;
        return (
          <li key={c.title} className="flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-blue-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold">{c.title}</span>
              <span className="block text-sm text-muted-foreground">{c.detail}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ServicesProcess({ steps }: { steps: ProcessStep[] }) {
  return <ProcessSteps steps={steps} />;
}
