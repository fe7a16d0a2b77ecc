import { Download, ReceiptText } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FilterButtons } from "~/components/forms/filter-buttons";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { shortDay } from "~/config/calendar-day";
import { database } from "~/database/database.server";
import { invoiceRegister, readInvoicePeriod } from "~/invoices/invoice-register.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.invoices";

/** The invoices and credit notes issued in a period (this month by default), with their sums and a CSV (decision 66). */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { period, error } = readInvoicePeriod(params);
  const register = await invoiceRegister(await database(), period);
  return {
    period,
    // What was typed stays in the fields, refused or not; the list is the period shown.
    typed: { from: params.get("from") ?? period.from, to: params.get("to") ?? period.to },
    filtered: params.has("from") || params.has("to"),
    error,
    ...register,
    meta: pageMeta({ title: m.invoices_page_title(), description: m.invoices_page_description() }),
  };
}

export const meta = loaderMeta;

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function StaffInvoices({ loaderData }: Route.ComponentProps) {
  const { period, typed, filtered, error, rows, sums } = loaderData;
  const here = localizedPath("/admin/invoices");
  const busy = useNavigation().location?.pathname === here;
  const columns: DataColumn<Row>[] = [
    {
      header: m.invoices_column_number(),
      namesRow: true,
      className: "font-mono whitespace-nowrap",
      cell: (row) => (
        <a href={`/admin/invoices/${row.number}`} download className="font-semibold text-primary underline underline-offset-2">
          {row.number}
        </a>
      ),
    },
    { header: m.invoices_csv_kind(), cell: (row) => (row.kind === "invoice" ? m.invoice_title() : m.credit_note_title()) },
    { header: m.invoices_column_issued(), className: "whitespace-nowrap", cell: (row) => row.issuedOn },
    { header: m.invoices_column_booking(), className: "font-mono whitespace-nowrap", cell: (row) => row.reference },
    { header: m.invoices_column_buyer(), className: "break-words", cell: (row) => row.buyer },
    { header: m.invoices_column_net(), numeric: true, cell: (row) => row.net },
    { header: m.invoices_column_vat(), numeric: true, cell: (row) => row.vat },
    { header: m.invoices_column_total(), numeric: true, cell: (row) => row.total },
  ];
  const query = new URLSearchParams(period).toString();
  return (
    <div>
      <h1 className="flex items-center gap-2 text-title font-bold">
        <ReceiptText aria-hidden="true" className="size-6" />
        {m.invoices_heading()}
      </h1>
      <p className="mt-1 max-w-prose text-base-content/75">{m.invoices_intro()}</p>
      <Form noValidate key={`${typed.from}:${typed.to}`} method="get" action={here} className="mt-6 flex flex-wrap items-end gap-4">
        <TextField name="from" type="date" label={m.invoices_from()} defaultValue={typed.from} className="w-full sm:w-48" />
        <TextField name="to" type="date" label={m.invoices_to()} defaultValue={typed.to} className="w-full sm:w-48" />
        <FilterButtons busy={busy} filtered={filtered} clearTo={here} />
      </Form>
      <div className="has-[p]:mt-4">
        <FormMessage tone="error">{error}</FormMessage>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-base-content/75">
          {m.invoices_count({ count: rows.length })}
        </p>
        <ButtonLink to={`${localizedPath("/admin/invoices.csv")}?${query}`} reloadDocument variant="outline" download>
          <Download aria-hidden="true" className="size-4" />
          {m.invoices_download()}
        </ButtonLink>
      </div>
      {rows.length === 0 ? (
        <Notice className="mt-6">{m.invoices_none()}</Notice>
      ) : (
        <>
          <DataTable
            caption={m.invoices_caption({ from: shortDay(period.from), to: shortDay(period.to) })}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.number}
            minWidth="wide"
            className="mt-4"
          />
          {sums ? (
            <dl className="mt-4 flex flex-wrap justify-end gap-x-6 gap-y-2 text-sm">
              <dt className="sr-only">{m.invoices_sums()}</dt>
              <dd>
                {m.invoices_column_net()}: <span className="font-semibold tabular-nums">{sums.net}</span>
              </dd>
              <dd>
                {m.invoices_column_vat()}: <span className="font-semibold tabular-nums">{sums.vat}</span>
              </dd>
              <dd>
                {m.invoices_column_total()}: <span className="font-semibold tabular-nums">{sums.total}</span>
              </dd>
            </dl>
          ) : null}
        </>
      )}
    </div>
  );
}
