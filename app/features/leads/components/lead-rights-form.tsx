import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** On the Team page: whether staff may delete a lead for good (off by default: only the owner may). */
export function LeadRightsForm({ staffMayDeleteLeads }: { staffMayDeleteLeads: boolean }) {
  return (
    <section aria-labelledby="lead-rights-heading" className="mt-10 rounded-lg border border-border p-4">
      <h2 id="lead-rights-heading" className="text-lg font-bold">
        Deleting leads
      </h2>
      <Form method="post" action="/admin/team/lead-rights" className="mt-2" preventScrollReset>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="staffMayDeleteLeads"
            defaultChecked={staffMayDeleteLeads}
            className="mt-1 size-5"
          />
          <span>
            Staff may delete a lead for good
            <span className="block text-sm text-muted-foreground">
              Off: only you can (a deleted lead cannot be brought back). Staff can still mark a lead lost.
            </span>
          </span>
        </label>
        <Button type="submit" className="mt-3 max-sm:h-11 max-sm:w-full">
          Save
        </Button>
      </Form>
    </section>
  );
}
