import { Check } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AdminPage, FieldGroup } from "~/components/admin/admin-page";
import {
  CheckboxField,
  FormState,
  PhotoField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/admin/fields";
import { RecordForm } from "~/components/admin/record-form";
import { RecordHistory } from "~/components/admin/record-history";
import { useContentForm } from "~/components/admin/use-content-form";
import { Picture } from "~/components/media/picture";
import { contentIconChoices } from "~/features/content/icon-choices";
import {
  priceText,
  SERVICE_POINTS,
  type ServiceFields,
  serviceSchema,
} from "~/features/content/service-schema";
import { type FactSource, fillFacts } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import type { HistoryItem } from "~/lib/record-history";
import type { ServiceDetailContent } from "~/seed/types";
import { FactWords } from "./fact-words";
import { FocusPicker, type FocusPoint } from "./focus-picker";

export interface ServiceFormData {
  isNew: boolean;
  id?: string;
  /** The service's page on the site; none before it is added. */
  path: string | null;
  service: ServiceFields;
  image: ImageRef | null;
  /** The point to keep in view, when its picture is a photo he uploaded. */
  focus: FocusPoint | null;
  pictures: { key: string; label: string }[];
  revision: number;
  /** What the page shows where the service has no text of its own. */
  generic: ServiceDetailContent;
  facts: FactSource;
  timeZoneName: string;
  history: HistoryItem[];
}

/** What the card preview shows, as typed. */
interface Typed {
  title: string;
  description: string;
  features: string[];
  price: string;
}

function typedIn(form: HTMLFormElement): Typed {
  const fields = new FormData(form);
  const get = (name: string) => String(fields.get(name) ?? "");
  const dollars = (name: string) => {
    const value = Number(get(name).replace(/[$,\s]/g, ""));
    return get(name).trim() && Number.isInteger(value) && value > 0 ? value : null;
  };
  return {
    title: get("title"),
    description: get("description"),
    features: Array.from({ length: SERVICE_POINTS }, (_, i) => get(`features.${i}`)),
    price: priceText({
      priceFrom: dollars("priceFrom"),
      priceTo: dollars("priceTo"),
      priceUnit: get("priceUnit"),
    }),
  };
}

/** One service: its card, its page's texts, its price, where it shows, and its history. */
export function ServiceForm({ data }: { data: ServiceFormData }) {
  const form = useContentForm(serviceSchema);
  const shown = (form.values as Partial<ServiceFields> | undefined) ?? data.service;
  const [typed, setTyped] = useState<Typed | null>(null);
  const onInput = (event: FormEvent<HTMLFormElement>) => setTyped(typedIn(event.currentTarget));
  const preview = typed ?? {
    title: data.service.title,
    description: data.service.description,
    features: data.service.features,
    price: priceText(data.service),
  };
  return (
    <AdminPage
      title={data.isNew ? "New service" : data.service.title}
      intro={
        data.path ? (
          <>
            Its page:{" "}
            <a href={data.path} target="_blank" rel="noopener" className="font-semibold underline">
              {data.path}
            </a>
          </>
        ) : (
          "Its page appears on the site, in the services list and in the sitemap once you save it."
        )
      }
    >
      <RecordForm
        form={form}
        revision={data.revision}
        multipart
        saveLabel={data.isNew ? "Add service" : "Save service"}
        isNew={data.isNew}
        onInput={onInput}
        draft={`service:${data.id ?? "new"}`}
        deletion={{
          label: "Delete this service",
          warning:
            "The service and its page are removed from the site for good; its address then shows 'not found'. To take it off the site for now, tick Hidden instead: its address then leads to the services page.",
        }}
        after={<CardPreview typed={preview} facts={data.facts} />}
      >
        <FormState values={shown} errorFor={form.errorFor}>
          <FieldGroup title="The service">
            <TextField name="title" label="Service name" hint="e.g. Wallpaper Removal." />
            {data.isNew ? (
              <TextField
                name="slug"
                label="Page address"
                optional
                hint="The part after /service/. Left empty, it is made from the name (wallpaper-removal). It cannot change later, so links to it keep working."
              />
            ) : null}
            <SelectField name="icon" label="Icon" options={contentIconChoices} />
            <TextAreaField
              name="description"
              label="Short description"
              rows={3}
              wide
              hint="One or two sentences, shown on its card and at the top of its page."
            />
          </FieldGroup>
          <FieldGroup title="Picture">
            {data.image && data.focus ? (
              <FocusPicker
                image={data.image}
                focus={data.focus}
                hint="Its card and the picture at the top of its page are cut around it."
                cuts={[
                  { label: "On its card", className: "aspect-[3/2] h-auto w-48" },
                  { label: "In the list on a phone", className: "aspect-[3/4] h-auto w-28" },
                ]}
              />
            ) : data.image ? (
              <Picture
                image={data.image}
                variant="card"
                alt={data.service.imageAlt}
                sizes="(min-width: 768px) 400px, 100vw"
                className="block max-w-sm sm:col-span-2"
                imgClassName="aspect-[3/2] h-auto w-full rounded-lg object-cover"
              />
            ) : null}
            <SelectField
              name="image"
              label="Picture"
              options={data.pictures.map((picture) => ({ value: picture.key, label: picture.label }))}
            />
            <PhotoField
              name="photo"
              label="Or upload a photo"
              optional
              hint="A photo from your phone becomes the service's picture when you save."
            />
            <TextField
              name="imageAlt"
              label="Picture description"
              optional
              wide
              hint="What the picture shows, for people who cannot see it. Needed for a photo of your own; the drawings have one already."
            />
          </FieldGroup>
          <FieldGroup title="What's Included" description="Six short points, shown on its card and its page.">
            {Array.from({ length: SERVICE_POINTS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the six fixed points, in their order
              <TextField key={i} name={`features.${i}`} label={`Point ${i + 1}`} />
            ))}
          </FieldGroup>
          <FieldGroup
            title="Its page"
            description={
              <>
                One item per line. To quote your business profile, write one of these words in braces:{" "}
                <FactWords />.
              </>
            }
          >
            <TextAreaField
              name="process"
              label="Our process (steps)"
              rows={7}
              optional
              wide
              hint="Left empty, the page shows the general steps (below)."
            />
            <TextAreaField
              name="benefits"
              label="Benefits"
              rows={6}
              optional
              wide
              hint="Left empty, the page shows the general benefits (below)."
            />
            <TextAreaField
              name="additionalInfo"
              label="Additional information"
              rows={6}
              optional
              wide
              hint="A paragraph or two: timing, seasons, what to expect. Left empty, the page shows the general text (below)."
            />
            <details className="text-sm sm:col-span-2">
              <summary className="cursor-pointer font-semibold">
                The general text every service starts with
              </summary>
              <div className="mt-2 space-y-3 text-muted-foreground">
                <p>Steps:</p>
                <ol className="list-decimal space-y-1 pl-5">
                  {data.generic.process.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <p>Benefits:</p>
                <ul className="list-disc space-y-1 pl-5">
                  {data.generic.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                <p>{data.generic.additionalInfo}</p>
              </div>
            </details>
          </FieldGroup>
          <FieldGroup
            title="Price guide"
            description="Optional. Shown on its page as 'From $400 per room' or '$400 to $900'; every job still gets a written quote."
          >
            <TextField name="priceFrom" label="From ($)" inputMode="numeric" optional />
            <TextField name="priceTo" label="Up to ($)" inputMode="numeric" optional />
            <TextField name="priceUnit" label="Per" optional hint="e.g. per room, per garage." />
          </FieldGroup>
          <FieldGroup
            title="Search engines"
            description="Optional: the title and description search results show. Left empty, the service's own are used."
          >
            <TextField name="seoTitle" label="Search title" optional hint="70 characters at most." />
            <TextAreaField
              name="seoDescription"
              label="Search description"
              rows={3}
              optional
              hint="170 characters at most."
            />
          </FieldGroup>
          <FieldGroup title="Where it shows">
            <CheckboxField
              name="inFooter"
              label="Listed in the footer"
              hint="The footer's 'Our Services' column on every page."
            />
            <CheckboxField
              name="hidden"
              label="Hidden"
              hint="Kept here, but shown nowhere; its address leads to the services page."
            />
          </FieldGroup>
        </FormState>
      </RecordForm>
      {data.isNew ? null : (
        <RecordHistory items={data.history} revision={data.revision} timeZoneName={data.timeZoneName} />
      )}
    </AdminPage>
  );
}

/** The card as the services page will show it once saved, following the typing. */
function CardPreview({ typed, facts }: { typed: Typed; facts: FactSource }) {
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">How its card will read once saved.</p>
      <div className="mt-3 max-w-md rounded-xl border border-border bg-card p-5 shadow-sm">
        <p className="text-xl font-bold">{typed.title || "Service name"}</p>
        <p className="mt-2 text-muted-foreground">
          {fillFacts(typed.description, facts) || "Short description"}
        </p>
        {typed.price ? <p className="mt-2 font-semibold">Price guide: {typed.price}</p> : null}
        <ul className="mt-4 grid gap-2 text-sm">
          {typed.features.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the six points, in their order
            <li key={index} className="flex gap-2">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
              />
              {fillFacts(point, facts) || `Point ${index + 1}`}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
