import { Save } from "lucide-react";
import { Form } from "react-router";
import { AdminPage, FieldGroup, IssueSummary } from "~/components/admin/admin-page";
import { FormState, TextAreaField, TextField, useFormState } from "~/components/admin/fields";
import { RowList, readRows } from "~/components/admin/row-list";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/form-controls";
import { fieldValue } from "~/lib/admin-form";
import { type BusinessProfile, businessProfileSchema, socialIconNames } from "~/lib/schemas/business-profile";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const iconLabels: Record<(typeof socialIconNames)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  x: "X",
  youtube: "YouTube",
  yelp: "Yelp",
};
const socialIcons = [
  { value: "", label: "No logo (its name beside a paint palette)" },
  ...socialIconNames.map((name) => ({ value: name, label: iconLabels[name] })),
];

/** The business profile: every fact the pages show about the company, in one form. */
export function ProfileForm({ profile, revision }: { profile: BusinessProfile; revision: number }) {
  const form = useContentForm(businessProfileSchema);
  return (
    <AdminPage
      title="Business profile"
      intro="What every page says about the business. A save shows on the whole site at once: the pages, the footer, the phone links and what search engines read."
    >
      {/* A new revision (after a save) starts the form again from what was saved. */}
      <Form
        key={revision}
        method="post"
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        className="space-y-6"
      >
        <input type="hidden" name="revision" value={revision} />
        <IssueSummary message={form.refusal} issues={form.issues} />
        <FormState values={form.values ?? profile} errorFor={form.errorFor}>
          <FieldGroup title="The business">
            <TextField name="business.name" label="Business name" autoComplete="organization" />
            <TextField
              name="business.shortName"
              label="Short name"
              hint="Where space is tight, e.g. “Large Companies vs …” on the home page."
            />
            <TextField name="business.legalName" label="Legal name" hint="In the terms and privacy pages." />
            <TextField name="business.foundedYear" label="Year founded" type="number" inputMode="numeric" />
            <TextField
              name="business.ownerFirstName"
              label="Owner's first name"
              hint="“Call Alex Directly”."
            />
            <TextField name="business.ownerName" label="Owner's full name" />
            <TextField name="business.priceRange" label="Price range for search engines" hint="$ to $$$$." />
            <TextField name="business.association" label="Trade association" optional />
            <TextAreaField
              name="business.paymentMethods"
              label="Payment methods"
              hint="One per line."
              rows={4}
            />
            <TextAreaField
              name="business.paintBrands"
              label="Paint brands"
              hint="One per line; the pages name them together (“Sherwin-Williams and Benjamin Moore”)."
              rows={3}
            />
          </FieldGroup>

          <FieldGroup title="How customers reach you">
            <TextField
              name="business.phone.display"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              hint="As it should read, e.g. (651) 555-0142. Every call button dials it."
            />
            <TextField name="business.email" label="E-mail" type="email" autoComplete="email" />
            <TextField name="business.careersEmail" label="E-mail for job applications" type="email" />
            <TextField
              name="bookingUrl"
              label="Online booking page"
              type="url"
              hint="Where “Schedule Free Estimate” goes."
            />
            <TextField
              name="reviewUrl"
              label="Review link"
              type="url"
              optional
              hint="Where you send customers to leave a review (e.g. your Google review link)."
              wide
            />
          </FieldGroup>

          <FieldGroup title="Address and service area">
            <TextField
              name="business.address.street"
              label="Street address"
              autoComplete="address-line1"
              wide
            />
            <TextField name="business.address.city" label="City" autoComplete="address-level2" />
            <TextField name="business.address.region" label="State" autoComplete="address-level1" />
            <TextField
              name="business.address.postalCode"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
            />
            <TextField name="business.address.country" label="Country code" hint="Two letters, e.g. US." />
            <TextField
              name="business.geo.lat"
              label="Office latitude"
              inputMode="decimal"
              hint="The office's place on the maps, e.g. 45.06 (a map app shows it when you click the spot)."
            />
            <TextField
              name="business.geo.lng"
              label="Office longitude"
              inputMode="decimal"
              hint="e.g. -93.06."
            />
            <TextField name="business.baseCity" label="City the radius is measured from" />
            <TextField
              name="business.serviceRadiusMiles"
              label="Service radius (miles)"
              type="number"
              inputMode="numeric"
            />
            <TextField
              name="business.serviceRadiusMeters"
              label="Service radius for search engines (meters)"
              type="number"
              inputMode="numeric"
            />
            <TextField
              name="business.timeZone"
              label="Time zone"
              hint="For lead times and scheduled posts, e.g. America/Chicago."
            />
            <TextField
              name="business.timeZoneName"
              label="Time zone as people say it"
              hint="e.g. Central Time."
            />
            <TextAreaField
              name="structuredDataAreas"
              label="Cities named to search engines"
              hint="One per line."
              rows={6}
            />
            <TextAreaField
              name="serviceCounties"
              label="Counties served"
              hint="One per line, without “County”."
              rows={6}
            />
          </FieldGroup>

          <FieldGroup
            title="Figures the pages quote"
            description="The pages state some of these in more than one place. Each reading is its own field, so you can make them agree."
          >
            <TextField
              name="claims.yearsExperience"
              label="Years of experience (home page)"
              hint="e.g. 15+."
            />
            <TextField name="claims.aboutYears" label="Years in business (about page)" />
            <TextField
              name="claims.warrantyYears"
              label="Warranty (years)"
              type="number"
              inputMode="numeric"
            />
            <TextField name="claims.insuranceCoverage" label="Insurance coverage" hint="e.g. $1M." />
            <TextField
              name="claims.licenseNumber"
              label="License number"
              optional
              hint="Shown in the footer when given."
            />
            <TextField name="claims.satisfactionRate" label="Satisfaction rate (home page)" />
            <TextField name="claims.homeRating" label="Rating (home page)" hint="e.g. 4.9." />
            <TextField name="claims.aboutRating" label="Rating (about page)" />
            <TextField
              name="claims.structuredDataRating"
              label="Rating for search engines"
              hint="0 to 5, one decimal, e.g. 4.8."
            />
            <TextField
              name="claims.structuredDataReviewCount"
              label="Number of reviews for search engines"
              type="number"
              inputMode="numeric"
            />
            <TextField
              name="claims.heroReviewCount"
              label="Review count (home and service pages)"
              hint="e.g. 190+."
            />
            <TextField name="claims.cityReviewCount" label="Review count (city pages)" />
            <TextField name="claims.homeCustomers" label="Customers (home page)" hint="e.g. 720+." />
            <TextField name="claims.aboutCustomers" label="Customers (about page)" />
            <TextField name="claims.responseTime" label="How soon you answer" hint="e.g. within 2 hours." />
            <TextField
              name="claims.quoteTime"
              label="How soon a quote comes"
              hint="e.g. within 24 hours of the visit."
            />
          </FieldGroup>

          <FieldGroup
            title="Hours"
            description="Each place lists its own hours. Clear a row to remove it; fill in an empty one to add it."
          >
            <RowList
              name="hours.footer"
              legend="In the footer of every page"
              columns={[
                { key: "label", label: "Days", placeholder: "Mon-Fri" },
                { key: "hours", label: "Hours", placeholder: "8:00 AM-6:00 PM" },
              ]}
            />
            <RowList
              name="hours.contactPage"
              legend="On the contact page"
              columns={[
                { key: "label", label: "Days" },
                { key: "hours", label: "Hours" },
              ]}
            />
            <RowList
              name="hours.schedulePage"
              legend="On the schedule page"
              columns={[
                { key: "label", label: "Days" },
                { key: "hours", label: "Hours" },
              ]}
            />
            <OpeningHours />
          </FieldGroup>

          <FieldGroup title="Links in the footer">
            <RowList
              name="socialLinks"
              legend="Social and other links"
              hint="Full web addresses, starting with https://."
              columns={[
                { key: "name", label: "Name" },
                { key: "href", label: "Web address", type: "url" },
                { key: "icon", label: "Logo", options: socialIcons },
              ]}
            />
          </FieldGroup>
        </FormState>
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
          <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
            <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}

/** Opening hours as search engines read them: days ticked, and the times. */
function OpeningHours() {
  const { values, errorFor } = useFormState();
  const name = "hours.structuredData";
  const rows = readRows(values, name);
  const listError = errorFor(name);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">For search engines</legend>
      <p className="mb-2 text-sm text-muted-foreground">
        Days and 24-hour times (08:00 to 18:00). To remove a row, untick its days and clear its times.
      </p>
      <ol className="space-y-3">
        {Array.from({ length: rows + 1 }, (_, row) => row).map((row) => {
          const prefix = `${name}.${row}`;
          const ticked = fieldValue(values, `${prefix}.days`).split("\n");
          const daysError = errorFor(`${prefix}.days`);
          return (
            <li key={prefix} className="rounded-md border border-border p-3">
              <fieldset aria-describedby={daysError ? `field-${prefix}.days-error` : undefined}>
                <legend className="text-xs text-muted-foreground">Days{row >= rows ? " (new)" : ""}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                  {weekdays.map((day) => (
                    <label key={day} className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={`${prefix}.days[]`}
                        value={day}
                        defaultChecked={ticked.includes(day)}
                        className="size-5 accent-primary"
                      />
                      {day.slice(0, 3)}
                      <span className="sr-only">{day.slice(3)}</span>
                    </label>
                  ))}
                </div>
                <FieldError id={`field-${prefix}.days-error`}>{daysError}</FieldError>
              </fieldset>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-sm">
                {(["opens", "closes"] as const).map((key) => {
                  const field = `${prefix}.${key}`;
                  const error = errorFor(field);
                  return (
                    <div key={key}>
                      <Label htmlFor={`field-${field}`} className="text-xs text-muted-foreground">
                        {key === "opens" ? "Opens" : "Closes"}
                      </Label>
                      <Input
                        id={`field-${field}`}
                        name={field}
                        type="time"
                        defaultValue={fieldValue(values, field)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `field-${field}-error` : undefined}
                      />
                      <FieldError id={`field-${field}-error`}>{error}</FieldError>
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`field-${name}-error`}>{listError}</FieldError>
    </fieldset>
  );
}
