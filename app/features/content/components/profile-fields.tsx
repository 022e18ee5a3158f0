import { SelectField, TextAreaField, TextField } from "~/components/admin/fields";
import { RowList } from "~/components/admin/row-list";
import {
  schedulingLabels,
  schedulingModes,
  socialIconLabels,
  socialIconNames,
} from "~/lib/schemas/business-profile";
import type { ProfileSectionId } from "../profile-sections";
import { HoursExceptionFields, WeeklyHoursFields } from "./hours-fields";

const socialIcons = [
  { value: "", label: "None" },
  ...socialIconNames.map((name) => ({ value: name, label: socialIconLabels[name] })),
];

/** The fields of one section of the business profile. */
export function ProfileSectionFields({ section }: { section: ProfileSectionId }) {
  switch (section) {
    case "contact":
      return <ContactFields />;
    case "hours":
      return (
        <>
          <WeeklyHoursFields />
          <HoursExceptionFields />
        </>
      );
    case "reputation":
      return <ReputationFields />;
    case "area":
      return <AreaFields />;
    case "promises":
      return <PromiseFields />;
    case "company":
      return <CompanyFields />;
    case "links":
      return (
        <RowList
          name="socialLinks"
          legend="Social and other links"
          hint="Full web addresses, starting with https://. Fill in the empty row to add a link; clear a row to remove it. With no logo, the name shows beside a paint palette."
          spare={1}
          compact
          columns={[
            { key: "name", label: "Name" },
            { key: "icon", label: "Logo", options: socialIcons },
            { key: "href", label: "Web address", type: "url", wide: true },
          ]}
        />
      );
  }
}

const grid = "grid gap-4 sm:grid-cols-2";

const schedulingOptions = schedulingModes.map((value) => ({ value, label: schedulingLabels[value] }));

function ContactFields() {
  return (
    <div className={grid}>
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
        hint="Your scheduler’s page, used when the Schedule buttons open it."
      />
      <SelectField
        name="scheduling"
        label="Schedule buttons open"
        options={schedulingOptions}
        hint="With booking on this site, visitors pick a free time from your availability (Booking page) without leaving the site."
      />
      <TextField name="business.address.street" label="Street address" autoComplete="address-line1" wide />
      <TextField name="business.address.city" label="City" autoComplete="address-level2" />
      <div className="grid grid-cols-3 gap-3">
        <TextField name="business.address.region" label="State" autoComplete="address-level1" />
        <TextField
          name="business.address.postalCode"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField name="business.address.country" label="Country" />
      </div>
    </div>
  );
}

function ReputationFields() {
  return (
    <div className={grid}>
      <TextField
        name="claims.rating"
        label="Rating (stars out of 5)"
        inputMode="decimal"
        hint="Your average, e.g. 4.8, as your Google or other review page shows it. Shows on the home, about, services and city pages and in search results."
      />
      <TextField
        name="claims.reviewCount"
        label="Number of reviews"
        type="number"
        inputMode="numeric"
        hint="How many reviews that average is from, e.g. 190. Shows beside the rating everywhere."
      />
      <TextField
        name="reviewUrl"
        label="Review link"
        type="url"
        optional
        hint="Where “Ask for a review” sends customers (e.g. your Google review link)."
        wide
      />
    </div>
  );
}

function AreaFields() {
  return (
    <div className={grid}>
      <div className="grid grid-cols-2 gap-3">
        <TextField name="business.geo.lat" label="Office latitude" inputMode="decimal" hint="e.g. 45.06." />
        <TextField name="business.geo.lng" label="Office longitude" inputMode="decimal" hint="e.g. -93.06." />
      </div>
      <TextField name="business.baseCity" label="City the radius is measured from" />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="business.serviceRadiusMiles"
          label="Service radius (miles)"
          type="number"
          inputMode="numeric"
        />
        <TextField
          name="business.serviceRadiusMeters"
          label="Radius for search engines (meters)"
          type="number"
          inputMode="numeric"
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField name="business.timeZone" label="Time zone" hint="e.g. America/Chicago." />
        <TextField
          name="business.timeZoneName"
          label="Time zone as people say it"
          hint="e.g. Central Time."
        />
      </div>
      <TextAreaField
        name="structuredDataAreas"
        label="Cities named to search engines"
        hint="One per line."
        rows={4}
      />
      <TextAreaField
        name="serviceCounties"
        label="Counties served"
        hint="One per line, without “County”."
        rows={4}
      />
    </div>
  );
}

function PromiseFields() {
  return (
    <div className={grid}>
      <TextField name="claims.customers" label="Happy customers" hint="e.g. 1,200+. Home and about pages." />
      <TextField name="claims.satisfactionRate" label="Satisfaction rate" hint="Home page." />
      <TextField name="claims.yearsExperience" label="Years of experience" hint="e.g. 15+. Home page." />
      <TextField name="claims.aboutYears" label="Years in business" hint="About page." />
      <TextField name="claims.warrantyYears" label="Warranty (years)" type="number" inputMode="numeric" />
      <TextField name="claims.insuranceCoverage" label="Insurance coverage" hint="e.g. $1M." />
      <TextField
        name="claims.licenseNumber"
        label="License number"
        optional
        hint="In the footer when given."
      />
      <TextField name="claims.responseTime" label="How soon you answer" hint="e.g. within 2 hours." />
      <TextField
        name="claims.quoteTime"
        label="How soon a quote comes"
        hint="e.g. within 24 hours of the visit."
      />
    </div>
  );
}

function CompanyFields() {
  return (
    <div className={grid}>
      <TextField name="business.name" label="Business name" autoComplete="organization" />
      <TextField
        name="business.shortName"
        label="Short name"
        hint="Where space is tight, e.g. “Large Companies vs …” on the home page."
      />
      <TextField name="business.legalName" label="Legal name" hint="In the terms and privacy pages." />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="business.foundedYear" label="Year founded" type="number" inputMode="numeric" />
        <TextField name="business.priceRange" label="Price range" hint="$ to $$$$." />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField name="business.ownerFirstName" label="Owner's first name" hint="“Call Alex Directly”." />
        <TextField name="business.ownerName" label="Owner's full name" />
      </div>
      <TextField name="business.association" label="Trade association" optional />
      <TextAreaField name="business.paymentMethods" label="Payment methods" hint="One per line." rows={4} />
      <TextField
        name="business.quoteTaxPercent"
        label="Sales tax on quotes (%)"
        inputMode="decimal"
        hint="A new quote starts with it; 0 if your work is not taxed."
      />
      <TextAreaField
        name="business.paintBrands"
        label="Paint brands"
        hint="One per line; the pages name them together."
        rows={2}
      />
    </div>
  );
}
