import { Download, Search, Trash2, Users } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { staffTime } from "~/config/staff-time";
import { database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { CONSENT_PROOF_KEPT_YEARS, consentsOf } from "~/newsletter/consent-records.server";
import { languageInWords } from "~/newsletter/language-in-words";
import { listNames } from "~/newsletter/newsletter-lists";
import { eraseSubscriber, findSubscribers, SEARCH_SHOWS, subscriberCounts } from "~/newsletter/staff-subscribers.server";
import { removeMailFiles } from "~/platform/mail-files.server";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { recordAudit } from "~/privacy/audit-log.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.newsletter-subscribers";

const LONGEST_SEARCH = 254;

const listsInWords = (lists: string[]) => (lists as NewsletterList[]).map((list) => listNames[list]()).join(", ");

/**
 * The newsletter's subscribers (issue 68): how many receive each list in each language, a search
 * by address, the CSV, and erasing one. A search for a whole address also shows the consents it
 * gave, kept after it left: the answer to "I never subscribed".
 */
export async function loader({ request }: Route.LoaderArgs) {
  const words = (new URL(request.url).searchParams.get("q") ?? "").replaceAll("\u0000", "").trim().slice(0, LONGEST_SEARCH);
  const db = await database();
  const wholeAddress = z.email().safeParse(words).success;
  const [counts, found, proofs] = await Promise.all([
    subscriberCounts(db),
    findSubscribers(db, words),
    wholeAddress ? consentsOf(db, words) : undefined,
  ]);
  return {
    words,
    counts: {
      ...counts,
      byList: counts.byList.map((row) => ({
        ...row,
        list: listNames[row.list as NewsletterList](),
        language: languageInWords(row.locale),
      })),
    },
    subscribers: found.map((row) => ({
      id: row.id,
      email: row.email,
      language: languageInWords(row.locale),
      lists: listsInWords(row.lists),
      standing: row.suppressedAt
        ? m.staff_subscribers_suppressed_on({ when: staffTime(row.suppressedAt) })
        : row.confirmedAt
          ? m.staff_subscribers_confirmed_on({ when: staffTime(row.confirmedAt) })
          : m.staff_subscribers_waiting(),
    })),
    proofs: proofs?.map((proof) => ({
      id: proof.id,
      confirmed: staffTime(proof.confirmedAt),
      requested: proof.requestedAt ? staffTime(proof.requestedAt) : m.staff_subscribers_proof_unknown(),
      lists: listsInWords(proof.lists),
      language: languageInWords(proof.locale),
      sentence: proof.consent,
      withdrawn: proof.withdrawnAt ? staffTime(proof.withdrawnAt) : m.staff_subscribers_proof_standing(),
    })),
    proofYears: CONSENT_PROOF_KEPT_YEARS,
    shows: SEARCH_SHOWS,
    meta: pageMeta({ title: m.staff_subscribers_title(), description: m.staff_subscribers_intro() }),
  };
}

type ActionAnswer = { error?: string; done?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const posted = await postedForm(request);
  if (!posted.ok) return data<ActionAnswer>({ error: refusedFormMessage(posted.problem) }, { status: 400 });
  const id = z.uuid().safeParse(posted.form.get("subscriber"));
  if (!id.success) return data<ActionAnswer>({ error: m.staff_subscribers_gone() }, { status: 404 });
  const db = await database();
  const mail = await db.transaction(async (tx) => {
    const erased = await eraseSubscriber(tx, id.data, new Date());
    // The line names no one: the address is what was erased.
    if (erased)
      await recordAudit(tx, { actor: staff.email, action: "subscriber-erased", detail: "A newsletter subscriber was erased by staff." });
    return erased;
  });
  if (!mail) return data<ActionAnswer>({ error: m.staff_subscribers_gone() }, { status: 404 });
  await removeMailFiles(mail);
  return data<ActionAnswer>({ done: m.staff_subscribers_erased() });
}

export const meta = loaderMeta;

type Row = Route.ComponentProps["loaderData"]["subscribers"][number];
type CountRow = Route.ComponentProps["loaderData"]["counts"]["byList"][number];
type ProofRow = NonNullable<Route.ComponentProps["loaderData"]["proofs"]>[number];

export default function StaffSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, subscribers, words, proofs, proofYears } = loaderData;
  const navigation = useNavigation();
  const answer = actionData as ActionAnswer | undefined;
  const countColumns: DataColumn<CountRow>[] = [
    { header: m.staff_subscribers_list(), namesRow: true, cell: (row) => row.list },
    { header: m.staff_subscribers_language(), cell: (row) => row.language },
    { header: m.staff_subscribers_count(), numeric: true, cell: (row) => row.count },
  ];
  const proofColumns: DataColumn<ProofRow>[] = [
    { header: m.staff_subscribers_proof_confirmed(), namesRow: true, cell: (row) => row.confirmed },
    { header: m.staff_subscribers_proof_requested(), cell: (row) => row.requested },
    { header: m.staff_subscribers_lists(), className: "break-words", cell: (row) => row.lists },
    { header: m.staff_subscribers_language(), cell: (row) => row.language },
    { header: m.staff_subscribers_proof_sentence(), className: "break-words", cell: (row) => row.sentence },
    { header: m.staff_subscribers_proof_withdrawn(), cell: (row) => row.withdrawn },
  ];
  const columns: DataColumn<Row>[] = [
    { header: m.field_email(), namesRow: true, className: "break-all", cell: (row) => row.email },
    { header: m.staff_subscribers_language(), cell: (row) => row.language },
    { header: m.staff_subscribers_lists(), className: "break-words", cell: (row) => row.lists },
    { header: m.staff_subscribers_standing(), cell: (row) => row.standing },
    {
      header: m.staff_subscribers_erase_header(),
      cell: (row) => (
        <Form method="post" noValidate>
          <input type="hidden" name="subscriber" value={row.id} />
          <Button
            type="submit"
            variant="ghost"
            busy={navigation.state === "submitting" && navigation.formData?.get("subscriber") === row.id}
            aria-label={m.staff_subscribers_erase_one({ email: row.email })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.staff_subscribers_erase()}
          </Button>
        </Form>
      ),
    },
  ];
  return (
    <div className="space-y-8">
      <div>
        <BackLink to="/admin/newsletters">{m.staff_newsletters_title()}</BackLink>
        <h1 className="mt-2 flex items-center gap-2 text-title font-bold">
          <Users aria-hidden="true" className="size-6" />
          {m.staff_subscribers_title()}
        </h1>
        <p className="mt-1 max-w-prose text-base-content/75">{m.staff_subscribers_intro()}</p>
      </div>
      <DataTable
        caption={m.staff_subscribers_counts()}
        columns={countColumns}
        rows={counts.byList}
        rowKey={(row) => `${row.list} ${row.language}`}
        minWidth="narrow"
      />
      <p className="text-base-content/75">{m.staff_subscribers_others({ waiting: counts.waiting, suppressed: counts.suppressed })}</p>
      <ButtonLink to={localizedPath("/admin/newsletters/subscribers.csv")} reloadDocument download variant="outline">
        <Download aria-hidden="true" className="size-4" />
        {m.staff_subscribers_csv()}
      </ButtonLink>
      <Form
        noValidate
        method="get"
        role="search"
        aria-label={m.staff_subscribers_search()}
        className="flex max-w-xl flex-wrap items-end gap-3"
      >
        <TextField
          name="q"
          type="search"
          label={m.staff_subscribers_search()}
          hint={m.staff_subscribers_search_hint({ years: proofYears })}
          defaultValue={words}
          className="min-w-0 flex-1"
          maxLength={LONGEST_SEARCH}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          {m.search_submit()}
        </Button>
      </Form>
      <div aria-live="polite">
        <FormMessage tone="success">{answer?.done}</FormMessage>
        <FormMessage tone="error">{answer?.error}</FormMessage>
      </div>
      {subscribers.length === 0 ? (
        <Notice>{words ? m.staff_subscribers_none_found({ words }) : m.staff_subscribers_none()}</Notice>
      ) : (
        <DataTable
          caption={words ? m.staff_subscribers_found({ words }) : m.staff_subscribers_first({ count: loaderData.shows })}
          columns={columns}
          rows={subscribers}
          rowKey={(row) => row.id}
          minWidth="wide"
        />
      )}
      {proofs &&
        (proofs.length === 0 ? (
          <Notice>{m.staff_subscribers_no_proof({ email: words, years: proofYears })}</Notice>
        ) : (
          <DataTable
            caption={m.staff_subscribers_proofs({ email: words })}
            columns={proofColumns}
            rows={proofs}
            rowKey={(row) => row.id}
            minWidth="wide"
          />
        ))}
    </div>
  );
}
