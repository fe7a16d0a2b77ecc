import { FlaskConical, Send, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Surface } from "~/components/ui/surface";
import { staffTime } from "~/config/staff-time";
import { database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { localizedPath, savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { languageInWords } from "~/newsletter/language-in-words";
import { newsletterPreview, sendNewsletterTest } from "~/mail/newsletter-preview.server";
import { NewsletterFields } from "~/newsletter/newsletter-fields";
import { readNewsletterForm, type NewsletterErrors, type NewsletterTyped } from "~/newsletter/newsletter-form.server";
import { listNames } from "~/newsletter/newsletter-lists";
import { newsletterStateWords } from "~/newsletter/newsletter-state-words";
import {
  audienceOf,
  deleteDraft,
  failuresOf,
  newsletterById,
  progressOf,
  startSending,
  updateNewsletter,
} from "~/newsletter/newsletters.server";
import { announcePagesChanged } from "~/page-cache/pages-changed.server";
import { mailQueued } from "~/platform/mail-queued.server";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { requestFactsContext } from "~/platform/request-context.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.newsletter";

/** How often a newsletter's page looks again at its progress while it is sending, with scripts. */
const PROGRESS_EVERY_MS = 5_000;

async function found(id: string | undefined) {
  const newsletter = await newsletterById(await database(), uuidParam(id));
  if (!newsletter) throw data(m.staff_newsletter_missing(), { status: 404 });
  return newsletter;
}

/**
 * One newsletter (issue 68): a draft to edit, preview as the mail (HTML and plain text, in its
 * language), send to oneself as a test and then to its list; once sent, where its sending stands
 * and who it could not reach.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const db = await database();
  const newsletter = await found(params.id);
  const progress = await progressOf(db, newsletter.id);
  const preview = newsletterPreview(newsletter, staff.email, context.get(requestFactsContext).nonce ?? "");
  return {
    newsletter: {
      id: newsletter.id,
      subject: newsletter.subject,
      body: newsletter.body,
      list: newsletter.list,
      locale: newsletter.locale,
      draft: newsletter.state === "draft",
      to: `${listNames[newsletter.list as NewsletterList]()}, ${languageInWords(newsletter.locale)}`,
      state: newsletterStateWords({ ...newsletter, ...progress }),
      archive: newsletter.state === "draft" ? null : localizedPath(`/newsletter/${newsletter.slug}`, savedLocale(newsletter.locale)),
      sentBy: newsletter.sentBy,
      sendingAt: newsletter.sendingAt ? staffTime(newsletter.sendingAt) : null,
    },
    progress,
    audience: newsletter.state === "draft" ? await audienceOf(db, newsletter) : null,
    failures: (await failuresOf(db, newsletter.id)).map((failure) => ({ ...failure, at: staffTime(failure.at) })),
    preview,
    staffEmail: staff.email,
    sending: newsletter.state === "sending",
    meta: pageMeta({ title: newsletter.subject, description: m.staff_newsletters_intro() }),
  };
}

type ActionAnswer = { typed?: NewsletterTyped; errors?: NewsletterErrors; error?: string; done?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const db = await database();
  const newsletter = await found(params.id);
  const posted = await postedForm(request);
  if (!posted.ok) return data<ActionAnswer>({ error: refusedFormMessage(posted.problem) }, { status: 400 });
  const intent = posted.form.get("intent");
  if (newsletter.state !== "draft") return data<ActionAnswer>({ error: m.staff_newsletter_not_draft() }, { status: 409 });
  if (intent === "save") {
    const read = readNewsletterForm(posted.form);
    if (!read.ok)
      return data<ActionAnswer>({ typed: read.typed, errors: read.errors, error: m.staff_newsletters_refused() }, { status: 400 });
    await updateNewsletter(db, newsletter.id, read.input, new Date());
    return data<ActionAnswer>({ done: m.staff_newsletter_saved() });
  }
  if (intent === "test") {
    try {
      await sendNewsletterTest(newsletter, staff.email, m.staff_newsletter_test_word());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return data<ActionAnswer>({ error: m.staff_newsletter_test_failed({ reason }) }, { status: 503 });
    }
    return data<ActionAnswer>({ done: m.staff_newsletter_test_sent({ email: staff.email }) });
  }
  if (intent === "send") {
    // Sending cannot be undone: the button asks for a tick that the test was read.
    if (posted.form.get("confirm") !== "yes") return data<ActionAnswer>({ error: m.staff_newsletter_send_unticked() }, { status: 400 });
    const started = await startSending(db, newsletter.id, staff.email, new Date());
    if (!started) return data<ActionAnswer>({ error: m.staff_newsletter_not_draft() }, { status: 409 });
    await recordAudit(db, {
      actor: staff.email,
      action: "newsletter-sent",
      detail: `The newsletter ${newsletter.slug} (${newsletter.list}, ${newsletter.locale}) was sent to ${started.recipients} subscribers.`,
    });
    // Its page in the archive is public from now: this instance shows it at once, the others within the archive's minute.
    announcePagesChanged([
      localizedPath("/newsletter", savedLocale(newsletter.locale)),
      localizedPath(`/newsletter/${newsletter.slug}`, savedLocale(newsletter.locale)),
    ]);
    mailQueued();
    return redirect(localizedPath(`/admin/newsletters/${newsletter.id}`), 303);
  }
  if (intent === "delete") {
    await deleteDraft(db, newsletter.id);
    return redirect(localizedPath("/admin/newsletters"), 303);
  }
  return data<ActionAnswer>({ error: m.form_not_understood() }, { status: 400 });
}

export const meta = loaderMeta;

type Failure = Route.ComponentProps["loaderData"]["failures"][number];

export default function StaffNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { newsletter, progress, audience, failures, preview } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const answer = actionData as ActionAnswer | undefined;
  // While it is sending, the page's figures are read again every few seconds (without scripts, "Check again" does it).
  const { revalidate, state: revalidating } = useRevalidator();
  useEffect(() => {
    if (!loaderData.sending) return;
    const timer = setInterval(() => {
      if (revalidating === "idle") void revalidate();
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [loaderData.sending, revalidate, revalidating]);
  const failureColumns: DataColumn<Failure>[] = [
    { header: m.field_email(), namesRow: true, className: "break-all", cell: (row) => row.email },
    { header: m.staff_newsletter_failure_why(), className: "break-words", cell: (row) => row.error },
    { header: m.staff_newsletters_when(), cell: (row) => row.at },
  ];
  return (
    <div className="space-y-8">
      <div>
        <BackLink to="/admin/newsletters">{m.staff_newsletters_title()}</BackLink>
        <h1 className="mt-2 text-title font-bold break-words">{newsletter.subject}</h1>
        <p className="mt-1 text-base-content/75">
          {newsletter.to} · {newsletter.state}
        </p>
      </div>
      <div aria-live="polite">
        <FormMessage tone="success">{answer?.done}</FormMessage>
        <FormMessage tone="error">{answer?.error}</FormMessage>
      </div>
      {newsletter.draft ? (
        <>
          <Surface raised className="max-w-3xl">
            <h2 className="text-lg font-bold">{m.staff_newsletter_send_heading()}</h2>
            <p className="mt-1 text-base-content/75">
              {m.staff_newsletter_send_intro({ count: audience ?? 0, email: loaderData.staffEmail })}
            </p>
            <Form method="post" noValidate className="mt-4">
              <Button type="submit" name="intent" value="test" variant="outline" busy={busy("test")}>
                <FlaskConical aria-hidden="true" className="size-4" />
                {m.staff_newsletter_test()}
              </Button>
            </Form>
            <Form method="post" noValidate className="mt-4 space-y-3 border-t border-base-300 pt-5">
              <CheckboxField id="send-confirm" name="confirm" value="yes" label={m.staff_newsletter_send_tick()} />
              <Button type="submit" name="intent" value="send" busy={busy("send")} disabled={audience === 0}>
                <Send aria-hidden="true" className="size-4" />
                {m.staff_newsletter_send({ count: audience ?? 0 })}
              </Button>
            </Form>
          </Surface>
          <Surface raised className="max-w-3xl">
            <h2 className="text-lg font-bold">{m.staff_newsletter_edit()}</h2>
            <Form noValidate method="post" className="mt-4 space-y-5">
              <NewsletterFields values={answer?.typed ?? newsletter} errors={answer?.errors} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="save" busy={busy("save")}>
                  {m.staff_newsletter_save()}
                </Button>
                <Button type="submit" name="intent" value="delete" variant="ghost" busy={busy("delete")}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {m.staff_newsletter_delete()}
                </Button>
              </div>
            </Form>
          </Surface>
        </>
      ) : (
        <Surface raised className="max-w-3xl">
          <h2 className="text-lg font-bold">{m.staff_newsletter_progress()}</h2>
          <p className="mt-1 text-base-content/75">
            {m.staff_newsletter_sent_by({ who: newsletter.sentBy ?? "", when: newsletter.sendingAt ?? "" })}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-4" aria-live="polite">
            {[
              [m.staff_newsletter_waiting(), progress.waiting],
              [m.staff_newsletter_sent_count(), progress.sent],
              [m.staff_newsletter_failed(), progress.failed],
            ].map(([label, count]) => (
              <div key={String(label)}>
                <dt className="text-sm text-base-content/75">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
          {loaderData.sending ? (
            <p className="mt-4">
              <Link
                to={localizedPath(`/admin/newsletters/${newsletter.id}`)}
                className="font-semibold text-primary underline underline-offset-2"
              >
                {m.staff_newsletter_check_again()}
              </Link>
            </p>
          ) : null}
          {newsletter.archive ? (
            <ButtonLink to={newsletter.archive} reloadDocument variant="outline" className="mt-4">
              {m.staff_newsletter_archive()}
            </ButtonLink>
          ) : null}
        </Surface>
      )}
      {failures.length > 0 ? (
        <DataTable
          caption={m.staff_newsletter_failures()}
          columns={failureColumns}
          rows={failures}
          rowKey={(row) => row.email}
          minWidth="medium"
        />
      ) : null}
      <section aria-labelledby="preview-heading" className="space-y-4">
        <h2 id="preview-heading" className="text-lg font-bold">
          {m.staff_newsletter_preview()}
        </h2>
        <p className="text-base-content/75">{m.staff_newsletter_preview_intro({ subject: preview.subject })}</p>
        <iframe
          title={m.staff_newsletter_preview_html()}
          srcDoc={preview.html}
          sandbox=""
          height={560}
          className="w-full rounded-box border border-base-300 bg-base-100"
        />
        <h3 className="font-semibold">{m.staff_newsletter_preview_text()}</h3>
        <pre className="overflow-x-auto rounded-box border border-base-300 p-4 text-sm whitespace-pre-wrap">{preview.text}</pre>
      </section>
    </div>
  );
}
