import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FormState, SelectField, TextField } from "~/components/admin/fields";
import { PassOnLinkBox } from "~/components/admin/pass-on-link";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/form-controls";
import { inviteSchema } from "~/features/auth/account-schemas";
import { INVITE_LINK_DAYS } from "~/features/auth/team-rules";
import { type TeamRole, teamRoleBlurbs, teamRoleLabels, teamRoles } from "~/lib/team-role";

interface Member {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  active: boolean;
}

interface TeamAnswer {
  ok: boolean;
  message: string;
  link?: { url: string; name: string };
}

const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

function InviteForm({ mailOn }: { mailOn: boolean }) {
  const form = useContentForm(inviteSchema);
  return (
    <section aria-labelledby="invite-title" className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id="invite-title" className="text-xl font-bold">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {mailOn
          ? `They get an e-mail with a link to choose their password (it works for ${INVITE_LINK_DAYS} days).`
          : "E-mail is not set up on this server: you get a link to send them yourself."}
      </p>
      <FormState values={form.values ?? { role: "staff" }} errorFor={form.errorFor}>
        <Form
          method="post"
          noValidate={form.noValidate}
          onSubmit={form.onSubmit}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="invite" />
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <SelectField
            name="role"
            label="Role"
            options={roleOptions}
            wide
            hint={`Owner: ${teamRoleBlurbs.owner} Staff: ${teamRoleBlurbs.staff}`}
          />
          <div className="sm:col-span-2">
            <Button type="submit" className="h-11" disabled={form.busy === "invite"}>
              {form.busy === "invite" ? "Inviting..." : mailOn ? "Send invitation" : "Make invitation link"}
            </Button>
          </div>
        </Form>
      </FormState>
    </section>
  );
}

function MemberRow({ member, me, mailOn }: { member: Member; me: string; mailOn: boolean }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === member.id;
  const isMe = member.id === me;
  return (
    <li className="rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {member.name}
            {isMe ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
          </p>
          <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        </div>
        <p className="text-sm">
          <span className="font-semibold">{teamRoleLabels[member.role]}</span>
          {" · "}
          {member.active ? "Can sign in" : "Invited, has not chosen a password yet"}
        </p>
      </div>
      {isMe ? null : (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="set-role" />
            <input type="hidden" name="id" value={member.id} />
            <div className="text-sm">
              <Label htmlFor={`role-${member.id}`}>Role of {member.name}</Label>
              <Select id={`role-${member.id}`} name="role" defaultValue={member.role} className="w-auto">
                {teamRoles.map((role) => (
                  <option key={role} value={role}>
                    {teamRoleLabels[role]}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="outline" className="h-11" disabled={busy("set-role")}>
              {busy("set-role") ? "Saving..." : "Change role"}
            </Button>
          </Form>
          {member.active ? null : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="id" value={member.id} />
              <Button type="submit" variant="outline" className="h-11" disabled={busy("resend")}>
                {busy("resend")
                  ? mailOn
                    ? "Sending..."
                    : "Making..."
                  : mailOn
                    ? "Send a new invitation"
                    : "Make a new invitation link"}
              </Button>
            </Form>
          )}
        </div>
      )}
      {isMe ? null : (
        <div className="mt-3">
          <ConfirmDelete
            label={`Remove ${member.name}`}
            intent="remove"
            busy={busy("remove")}
            warning={`${member.name} will be signed out everywhere and can no longer sign in. Their leads' notes stay.`}
          >
            <input type="hidden" name="id" value={member.id} />
          </ConfirmDelete>
        </div>
      )}
    </li>
  );
}

/** The owner's Team page: who may sign in and as what, and inviting someone new. */
export function TeamPage({
  team,
  me,
  mailOn,
  children,
}: {
  team: Member[];
  me: string;
  mailOn: boolean;
  /** What other features let the owner decide about staff (the leads' "Deleting leads"). */
  children?: ReactNode;
}) {
  const answer = useActionData() as TeamAnswer | undefined;
  return (
    <AdminPage
      title="Team"
      width="max-w-3xl"
      showRefusal
      intro="The people who may sign in. The owner can change everything; staff work the leads (call, mark, notes, photos, the CSV, Insights) but cannot change the site, its settings or the team."
    >
      {answer?.link ? (
        <PassOnLinkBox link={{ url: answer.link.url, to: answer.link.name }}>
          {`It lets them choose a password once, within ${INVITE_LINK_DAYS} days. Anyone with the link can use it: send it only to them (a text message works).`}
        </PassOnLinkBox>
      ) : null}
      <ul className="mb-8 space-y-3" aria-label="People who may sign in">
        {team.map((member) => (
          <MemberRow key={member.id} member={member} me={me} mailOn={mailOn} />
        ))}
      </ul>
      <InviteForm mailOn={mailOn} />
      {children}
    </AdminPage>
  );
}
