import { Mail, Trash2 } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { localizedPath } from "~/i18n/locale";
import { data, Form, redirect, useNavigation } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { BackLink } from "~/components/page/back-link";
import { Button } from "~/components/ui/button";
import { Surface } from "~/components/ui/surface";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { database } from "~/database/database.server";
import { readLeadAction, type LeadIntent } from "~/leads/lead-actions.server";
import { leadChoiceLabels, spamReasonLabel } from "~/leads/lead-labels.server";
import { addLeadNote, changeLeadStatus, eraseLead, leadRecord } from "~/leads/lead-record.server";
import { LeadStatusBadge, leadStatusLabels, leadStatusOptions } from "~/leads/lead-status";
import { staffTime } from "~/config/staff-time";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import { mailKindNames } from "~/mail/mail-kind-names";
import type { Route } from "./+types/admin.lead";
import type { RouteHandle } from "~/types/route-handle";

/** Staff pages are personal (routes/admin.tsx); this one may be sent again to its session while nothing it shows changed (decision 40). */
export const handle: RouteHandle = { keptForSession: 10 };

export async function loader({ params }: Route.LoaderArgs) {
  const record = await leadRecord(await database(), uuidParam(params.id));
  if (!record) throw data(null, { status: 404 });
  const { lead, reference, events, mail } = record;
  return {
    reference,
    lead: {
      name: lead.name,
      email: lead.email,
      company: lead.company,
      message: lead.message,
      status: lead.status,
      spamReason: lead.spamReason === null ? null : spamReasonLabel(lead.spamReason),
      fromAccount: lead.accountId !== null,
      received: staffTime(lead.receivedAt),
      ...leadChoiceLabels(lead),
    },
    mail: mail.map((row) => ({
      kind: mailKindNames[row.kind](),
      state: row.sentAt
        ? m.lead_mail_sent({ when: staffTime(row.sentAt) })
        : row.attempts === 0
          ? m.lead_mail_waiting()
          : m.lead_mail_retrying({ count: row.attempts, error: row.lastError ?? m.lead_mail_no_error() }),
    })),
    events: events.map((event) => ({
      id: event.id,
      at: staffTime(event.at),
      by: event.actorEmail,
      text:
        event.kind === "status"
          ? event.fromStatus
            ? m.lead_status_event_from({ from: leadStatusLabels[event.fromStatus].label(), to: leadStatusLabels[event.toStatus!].label() })
            : m.lead_status_event({ to: leadStatusLabels[event.toStatus!].label() })
          : null,
      note: event.note,
    })),
    meta: pageMeta({ title: m.lead_title({ reference }), description: m.lead_description() }),
  };
}

type ActionAnswer = { intent: LeadIntent | null; error?: string; done?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = uuidParam(params.id);
  const staff = currentStaff(context);
  const read = readLeadAction(await postedForm(request));
  if (!read.ok) return data<ActionAnswer>({ intent: read.intent, error: read.error }, { status: 400 });
  const db = await database();
  const { action } = read;
  if (action.intent === "erase") {
    const reference = await eraseLead(db, id, staff);
    if (!reference) throw data(null, { status: 404 });
    return redirect(localizedPath(`/admin?erased=${reference}`));
  }
  if (action.intent === "status") {
    const label = leadStatusLabels[action.status].label();
    const result = await changeLeadStatus(db, id, action.status, staff);
    if (result === "missing") throw data(null, { status: 404 });
    // Said as it is: a status chosen again changes nothing, and the history gets no line.
    return data<ActionAnswer>({
      intent: action.intent,
      done: result === "changed" ? m.lead_status_set({ status: label }) : m.lead_status_same({ status: label }),
    });
  }
  if (!(await addLeadNote(db, id, action.note, staff))) throw data(null, { status: 404 });
  return data<ActionAnswer>({ intent: action.intent, done: m.lead_note_added() });
}

export const meta = loaderMeta;

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, lead, mail, events } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: LeadIntent) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const answer = (intent: LeadIntent) => (actionData?.intent === intent ? actionData : undefined);

  return (
    <article>
      <BackLink to="/admin">{m.lead_all()}</BackLink>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold break-words">{lead.name}</h1>
          <p className="mt-1 text-sm text-base-content/75">
            <span className="font-mono">{reference}</span> · {richText(m.lead_received, { when: <time>{lead.received}</time> })}
          </p>
        </div>
        <LeadStatusBadge status={lead.status} />
      </header>
      {/* A form none of the three could be told from (a field sent twice, a body that is no form). */}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{actionData?.intent === null ? actionData.error : undefined}</FormMessage>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <Surface>
            <h2 className="text-lg font-bold">{m.lead_message()}</h2>
            <p className="mt-3 break-words whitespace-pre-wrap">{lead.message}</p>
          </Surface>
          <Surface>
            <h2 className="text-lg font-bold">{m.lead_details()}</h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="font-semibold">{m.lead_email()}</dt>
              <dd className="break-all">
                <a
                  className="text-primary underline underline-offset-2"
                  href={`mailto:${lead.email}?subject=${encodeURIComponent(m.lead_mail_subject({ reference }))}`}
                >
                  {lead.email}
                </a>
              </dd>
              <dt className="font-semibold">{m.lead_company()}</dt>
              <dd className="break-words">{lead.company ?? m.lead_not_given()}</dd>
              <dt className="font-semibold">{m.lead_interest()}</dt>
              <dd>{lead.service}</dd>
              <dt className="font-semibold">{m.lead_budget()}</dt>
              <dd>{lead.budget}</dd>
              <dt className="font-semibold">{m.lead_timeline()}</dt>
              <dd>{lead.timeline}</dd>
              {lead.spamReason ? (
                <>
                  <dt className="font-semibold">{m.lead_spam()}</dt>
                  <dd>{lead.spamReason}</dd>
                </>
              ) : null}
              <dt className="font-semibold">{m.lead_account()}</dt>
              <dd>{lead.fromAccount ? m.lead_signed_in() : m.lead_signed_out()}</dd>
            </dl>
          </Surface>
          <Surface>
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Mail aria-hidden="true" className="size-5" />
              {m.lead_mail()}
            </h2>
            {mail.length === 0 ? (
              <p className="mt-3 text-base-content/75">{m.lead_no_mail()}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {mail.map((row) => (
                  <li key={row.kind}>
                    <span className="font-semibold">{row.kind}:</span> <span className="break-words">{row.state}</span>
                  </li>
                ))}
              </ul>
            )}
          </Surface>
        </div>

        <div className="space-y-8">
          <Surface raised>
            <h2 className="text-lg font-bold">{m.lead_status_heading()}</h2>
            <Form noValidate method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                name="status"
                label={m.lead_move_to()}
                placeholder={m.lead_choose_status()}
                options={leadStatusOptions()}
                defaultValue={lead.status}
                error={answer("status")?.error}
                required
              />
              <FormMessage tone="success">{answer("status")?.done}</FormMessage>
              <Button type="submit" busy={busy("status")}>
                {m.lead_change_status()}
              </Button>
            </Form>
          </Surface>

          <Surface raised>
            <h2 className="text-lg font-bold">{m.lead_notes()}</h2>
            {/* A new form after each note saved, so its box is empty again; a refused note keeps its text. */}
            <Form noValidate method="post" className="mt-4 space-y-4" key={events.length}>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                name="note"
                label={m.lead_add_note()}
                hint={m.lead_note_hint()}
                maxLength={5000}
                className="[&_textarea]:min-h-28"
                error={answer("note")?.error}
              />
              <FormMessage tone="success">{answer("note")?.done}</FormMessage>
              <Button type="submit" busy={busy("note")}>
                {m.lead_add_note_submit()}
              </Button>
            </Form>
            {events.length === 0 ? (
              <p className="mt-6 text-sm text-base-content/75">{m.lead_no_history()}</p>
            ) : (
              <ol className="mt-6 space-y-4 border-l border-base-300 pl-4" aria-label={m.lead_history()}>
                {events.map((event) => (
                  <li key={event.id}>
                    <p className="text-sm text-base-content/75">
                      <time>{event.at}</time> · <span className="break-all">{event.by}</span>
                    </p>
                    {event.text ? <p className="font-semibold">{event.text}</p> : null}
                    {event.note ? <p className="break-words whitespace-pre-wrap">{event.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </Surface>

          <Surface className="border-error/40">
            <h2 className="text-lg font-bold">{m.lead_erase_heading()}</h2>
            <p className="mt-2 text-sm">{m.lead_erase_text()}</p>
            <Form noValidate method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="erase" />
              <CheckboxField name="confirm" value="yes" label={m.lead_erase_confirm()} error={answer("erase")?.error} />
              <Button type="submit" variant="outline" className="btn-error" busy={busy("erase")}>
                <Trash2 aria-hidden="true" className="size-4" />
                {m.lead_erase_submit()}
              </Button>
            </Form>
          </Surface>
        </div>
      </div>
    </article>
  );
}
