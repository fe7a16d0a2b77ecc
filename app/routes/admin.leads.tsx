import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { FilterButtons } from "~/components/forms/filter-buttons";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { database } from "~/database/database.server";
import { inboxQuery, LEADS_PER_PAGE, listLeads, PREVIEW_CHARACTERS, readInboxFilter } from "~/leads/lead-inbox.server";
import { leadChoiceLabels } from "~/leads/lead-labels.server";
import { LeadStatusBadge, leadStatusOptions } from "~/leads/lead-status";
import { leadReference } from "~/leads/lead-store.server";
import { staffTime } from "~/config/staff-time";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { backupWarning } from "~/backups/backup-standing.server";
import { BackupWarning } from "~/backups/backup-warning";
import type { Route } from "./+types/admin.leads";
import type { RouteHandle } from "~/types/route-handle";
import { studioToDo, TO_DO_ON_INBOX } from "~/cohorts/studio-to-do.server";
import { toDoLine } from "~/cohorts/studio-to-do-lines.server";
import { StudioToDoList } from "~/cohorts/studio-to-do-list";
import { formatCount } from "~/config/money";

/** Staff pages are personal (routes/admin.tsx); this one may be sent again to its session while nothing it shows changed (decision 40). */
export const handle: RouteHandle = { keptForSession: 10 };

const ERASED = /^BL-[0-9A-F]{8}$/;

/** A page of the inbox, at the address of the page's language. */
const pageLink = (query: string, page: number) =>
  localizedPath(page === 1 ? `/admin${query}` : `/admin${query}${query ? "&" : "?"}page=${page}`);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = readInboxFilter(url.searchParams);
  const db = await database();
  const { leads, total } = await listLeads(db, filter);
  const query = inboxQuery(filter);
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const erased = url.searchParams.get("erased");
  return {
    toDo: await studioToDo(db, { limit: TO_DO_ON_INBOX }).then(({ items, total }) => ({ lines: items.map(toDoLine), total })),
    filter,
    total,
    query,
    pages,
    // Newer and older only: an inbox of thousands would otherwise list thousands of page links.
    newer: filter.page > 1 ? pageLink(query, Math.min(filter.page - 1, pages)) : null,
    older: filter.page < pages ? pageLink(query, filter.page + 1) : null,
    erased: erased && ERASED.test(erased) ? erased : null,
    // The staff's start page says when the backups have fallen behind (issue 67).
    backupWarning: backupWarning(),
    leads: leads.map((lead) => ({
      id: lead.id,
      reference: leadReference(lead.id),
      received: staffTime(lead.receivedAt),
      name: lead.name,
      email: lead.email,
      company: lead.company,
      interest: leadChoiceLabels(lead).service,
      budget: leadChoiceLabels(lead).budget,
      preview: previewOf(lead.preview),
      status: lead.status,
    })),
    meta: pageMeta({ title: m.leads_title(), description: m.leads_description() }),
  };
}

export const meta = loaderMeta;

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, total, leads, query, pages, newer, older, erased } = loaderData;
  const inbox = localizedPath("/admin");
  const filtering = useNavigation().location?.pathname === inbox;
  const filtered = Boolean(filter.q || filter.status);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-bold">{m.leads_title()}</h1>
          <p className="mt-1 text-base-content/75" role="status">
            {(filtered ? m.leads_count_matching : m.leads_count)({ count: total, shown: formatCount(total) })}
          </p>
        </div>
        <ButtonLink to={`/admin/leads.csv${query}`} reloadDocument variant="outline" download>
          <Download aria-hidden="true" className="size-4" />
          {m.leads_export()}
        </ButtonLink>
      </div>
      {loaderData.backupWarning ? (
        <div className="mt-6">
          <BackupWarning text={loaderData.backupWarning} />
        </div>
      ) : null}
      {/* What the studio owes its learners, before the leads: money waits on it. */}
      <StudioToDoList {...loaderData.toDo} />

      {erased ? <Notice className="mt-6">{m.leads_erased({ reference: erased })}</Notice> : null}

      {/* A new form for each filter: "Clear" empties its fields, which would otherwise keep what was typed. */}
      <Form
        noValidate
        key={query}
        method="get"
        action={inbox}
        className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
      >
        <TextField name="q" type="search" label={m.leads_search()} defaultValue={filter.q} maxLength={100} />
        <SelectField
          name="status"
          label={m.leads_status()}
          placeholder={m.leads_any_status()}
          options={leadStatusOptions()}
          defaultValue={filter.status ?? ""}
        />
        <FilterButtons busy={filtering} filtered={filtered} clearTo={inbox} />
      </Form>

      {leads.length === 0 ? (
        <Notice className="mt-8">{filtered ? m.leads_none_matching() : m.leads_none()}</Notice>
      ) : (
        <ol className="mt-8 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {leads.map((lead) => (
            <li key={lead.id} className="relative flex flex-wrap items-start gap-x-6 gap-y-2 p-4 hover:bg-base-200 sm:flex-nowrap sm:p-5">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">
                  {/* The whole row opens the lead; the link's words are the sender's name. */}
                  <Link to={localizedPath(`/admin/leads/${lead.id}`)} className="break-words after:absolute after:inset-0">
                    {lead.name}
                  </Link>
                </h2>
                {/* An address breaks at its @ and dots (<wbr>), mid-word only when a part is wider than the screen. */}
                <p className="text-sm text-base-content/75">
                  {lead.company ? `${lead.company} · ` : ""}
                  <EmailWithBreaks email={lead.email} />
                </p>
                <p className="mt-1 text-sm text-base-content/75">{lead.preview}</p>
              </div>
              <p className="text-sm sm:w-48">
                {lead.interest}
                <span className="block text-base-content/75">{lead.budget}</span>
              </p>
              <p className="text-sm text-base-content/75 sm:w-44">
                <time>{lead.received}</time>
                <span className="block font-mono text-xs">{lead.reference}</span>
              </p>
              <LeadStatusBadge status={lead.status} />
            </li>
          ))}
        </ol>
      )}
      {newer || older ? (
        <nav aria-label={m.leads_pages()} className="mt-8 flex flex-wrap items-center justify-center gap-4">
          {newer ? (
            <ButtonLink to={newer} variant="outline" rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {m.leads_newer()}
            </ButtonLink>
          ) : null}
          <p className="text-sm text-base-content/75">{m.leads_page_of({ page: formatCount(filter.page), pages: formatCount(pages) })}</p>
          {older ? (
            <ButtonLink to={older} variant="outline" rel="next">
              {m.leads_older()}
              <ChevronRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** An email address that wraps after its @ and its dots on a narrow screen, and nowhere else. */
function EmailWithBreaks({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="[overflow-wrap:break-word]">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  );
}

/** A message's opening on one line, whatever line breaks the sender typed, cut at a word with an ellipsis when there is more. */
function previewOf(opening: string): string {
  const line = opening.replace(/\s+/g, " ").trim();
  if (line.length < PREVIEW_CHARACTERS) return line;
  const cut = line.slice(0, 110);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80)).trimEnd()}…`;
}
