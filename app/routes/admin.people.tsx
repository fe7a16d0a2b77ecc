import { UserPlus } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { staffTime } from "~/config/staff-time";
import { database } from "~/database/database.server";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import { type AccessRefusal, peopleWithAccess, setAccess } from "~/staff/staff-people.server";
import { inviteToAccess, openInvitations, withdrawInvitation } from "~/staff/staff-invitations.server";
import { calendarDay } from "~/config/calendar-day";
import { getLocale } from "~/i18n/locale";
import type { StaffRole } from "~/staff/staff-roles";
import type { Route } from "./+types/admin.people";

/**
 * Who may open the staff pages (issue 64): staff see everyone with access, give someone access by
 * their account's email (or invite an address no account uses yet), change a role, and take
 * access away after ticking that they mean it. Staff only: an editor's role opens the studio
 * alone (staff-roles.ts).
 */

const roleWords: Record<StaffRole, () => string> = { staff: m.people_role_staff, editor: m.people_role_editor };
const roleOptions = () => (["editor", "staff"] as const).map((id) => ({ id, label: roleWords[id]() }));

export async function loader({ context }: Route.LoaderArgs) {
  const me = currentStaff(context);
  const [people, invitations] = await Promise.all([peopleWithAccess(), openInvitations(await database())]);
  return {
    me: me.uid,
    invitations: invitations.map((invitation) => ({ ...invitation, until: calendarDay(invitation.expiresAt, { onStudioClock: true }) })),
    people: people.map((person) => ({
      ...person,
      lastSignIn: person.lastSignIn ? staffTime(person.lastSignIn) : null,
    })),
    meta: pageMeta({ title: m.people_title(), description: m.people_description() }),
  };
}

export const meta = loaderMeta;

const requestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("grant"), email: z.email().max(254), role: z.enum(["staff", "editor"]) }),
  z.object({ intent: z.literal("change"), email: z.email().max(254), role: z.enum(["staff", "editor"]) }),
  z.object({ intent: z.literal("remove"), email: z.email().max(254), confirm: z.literal("yes").optional() }),
  z.object({ intent: z.literal("withdraw"), email: z.email().max(254) }),
]);

const refusals: Record<AccessRefusal, (email: string) => string> = {
  "no-account": (email) => m.people_no_account({ email }),
  unconfirmed: (email) => m.people_unconfirmed({ email }),
  "last-staff": () => m.people_last_staff(),
  "no-access": (email) => m.people_no_access({ email }),
  "has-access": (email) => m.people_has_access({ email }),
};

type Answer = { ok: boolean; message: string; email?: string; field?: "email" | "confirm" };

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postedForm(request);
  if (!posted.ok) return data<Answer>({ ok: false, message: refusedFormMessage(posted.problem) }, { status: 400 });
  const asked = requestSchema.safeParse(Object.fromEntries(posted.form));
  if (!asked.success) {
    const badEmail = asked.error.issues.some((issue) => issue.path[0] === "email");
    return data<Answer>(
      {
        ok: false,
        message: badEmail ? m.people_email_invalid() : m.form_not_understood(),
        // What was typed comes back into the field, to mend.
        ...(badEmail ? { field: "email" as const, email: String(posted.form.get("email") ?? "").slice(0, 320) } : {}),
      },
      { status: 400 },
    );
  }
  const request_ = asked.data;
  const db = await database();
  const actor = currentStaff(context).email;
  if (request_.intent === "withdraw") {
    const withdrawn = await withdrawInvitation(db, actor, request_.email);
    return data<Answer>(
      {
        ok: withdrawn,
        message: withdrawn ? m.people_withdrawn({ email: request_.email }) : m.people_no_invitation({ email: request_.email }),
      },
      { status: withdrawn ? 200 : 404 },
    );
  }
  if (request_.intent === "remove" && !request_.confirm)
    return data<Answer>({ ok: false, message: m.people_remove_tick(), email: request_.email, field: "confirm" }, { status: 400 });
  const role = request_.intent === "remove" ? null : request_.role;
  const changed = await setAccess(db, actor, request_.email.trim(), role, { newcomer: request_.intent === "grant" });
  // An address no account uses yet: invited, by a link only its mailbox gets (decision 62). An
  // account that has not confirmed its address is refused, as before: whoever made it may hold a
  // way into it (a passkey) that outlives its owner's taking it back.
  if (!changed.ok && changed.refused === "no-account" && request_.intent === "grant") {
    const invitation = await inviteToAccess(db, { actor, email: request_.email, role: request_.role, locale: getLocale() });
    const day = calendarDay(invitation.expiresAt, { onStudioClock: true });
    return data<Answer>({ ok: true, message: m.people_invited({ email: invitation.email, role: roleWords[invitation.role](), day }) });
  }
  if (!changed.ok)
    return data<Answer>(
      {
        ok: false,
        message: refusals[changed.refused](request_.email),
        email: request_.email,
        field: ["no-account", "unconfirmed", "has-access"].includes(changed.refused) ? "email" : undefined,
      },
      { status: changed.refused === "last-staff" ? 409 : 400 },
    );
  const message =
    changed.role === null
      ? m.people_removed({ email: changed.email })
      : m.people_granted({ email: changed.email, role: roleWords[changed.role]() });
  return data<Answer>({ ok: true, message });
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as Answer | undefined;
  const inviteError = answer && !answer.ok && answer.field === "email" && !loaderData.people.some((p) => p.email === answer.email);
  return (
    <div>
      <h1 className="text-title font-bold">{m.people_title()}</h1>
      <p className="mt-2 max-w-prose text-base-content/75">{m.people_intro()}</p>
      <div className="has-[p]:mt-6">
        {/* Every answer here, announced; a refusal about one field is said beside it too. */}
        <FormMessage tone={answer?.ok ? "success" : "error"}>{answer?.message}</FormMessage>
      </div>

      <section aria-labelledby="people-invite-heading" className="mt-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        <h2 id="people-invite-heading" className="text-xl font-bold">
          {m.people_invite_heading()}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-base-content/75">{m.people_invite_hint()}</p>
        {/* A new form after each change given: what was typed is for the next person, not kept. */}
        <Form
          key={answer?.ok ? answer.message : "invite"}
          method="post"
          noValidate
          className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="grant" />
          <TextField
            name="email"
            type="email"
            className="flex-1"
            label={m.people_email()}
            autoComplete="off"
            required
            error={inviteError ? answer.message : undefined}
            defaultValue={inviteError ? answer.email : undefined}
          />
          <SelectField
            name="role"
            label={m.people_role()}
            options={roleOptions()}
            placeholder={m.studio_choose_one()}
            defaultValue="editor"
          />
          <Button type="submit" busy={busy}>
            <UserPlus aria-hidden="true" className="size-4" />
            {m.people_invite_submit()}
          </Button>
        </Form>
      </section>

      {loaderData.invitations.length > 0 ? (
        <section aria-labelledby="people-invitations-heading" className="mt-8">
          <h2 id="people-invitations-heading" className="text-xl font-bold">
            {m.people_invitations_heading()}
          </h2>
          <ul className="mt-3 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {loaderData.invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{invitation.email}</h3>
                  <p className="text-sm">
                    {m.people_invitation_line({ role: roleWords[invitation.role](), by: invitation.invitedBy, day: invitation.until })}
                  </p>
                </div>
                <Form method="post" noValidate>
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="email" value={invitation.email} />
                  <Button type="submit" variant="outline" busy={busy}>
                    {m.people_withdraw()}
                    <span className="sr-only"> {invitation.email}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="people-list-heading" className="mt-8">
        <h2 id="people-list-heading" className="text-xl font-bold">
          {m.people_list_heading({ count: loaderData.people.length })}
        </h2>
        <ul className="mt-3 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {loaderData.people.map((person) => (
            <li key={person.uid} className="flex flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">
                  {person.name ?? person.email}
                  {person.uid === loaderData.me ? <span className="font-normal text-base-content/75"> {m.people_you()}</span> : null}
                </h3>
                {person.name ? <p className="text-sm break-words text-base-content/75">{person.email}</p> : null}
                <p className="text-sm">
                  {roleWords[person.role]()}
                  {" · "}
                  {person.lastSignIn ? m.people_last_sign_in({ when: person.lastSignIn }) : m.people_never_signed_in()}
                </p>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="change" />
                  <input type="hidden" name="email" value={person.email} />
                  <SelectField
                    id={`role-${person.uid}`}
                    name="role"
                    label={m.people_role_of({ email: person.email })}
                    options={roleOptions()}
                    placeholder={m.studio_choose_one()}
                    defaultValue={person.role}
                  />
                  <Button type="submit" variant="outline" busy={busy}>
                    {m.people_change_submit()}
                    <span className="sr-only"> {person.email}</span>
                  </Button>
                </Form>
                <Form method="post" noValidate className="flex flex-col gap-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="email" value={person.email} />
                  <CheckboxField
                    id={`confirm-${person.uid}`}
                    name="confirm"
                    value="yes"
                    label={m.people_remove_confirm({ email: person.email })}
                    error={answer?.field === "confirm" && answer.email === person.email ? answer.message : undefined}
                  />
                  <Button type="submit" variant="outline" busy={busy}>
                    {m.people_remove_submit()}
                    <span className="sr-only"> {person.email}</span>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
