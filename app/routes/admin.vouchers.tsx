import { Download, TicketPercent } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { Surface } from "~/components/ui/surface";
import { courses, findCourse } from "~/content/courses.server";
import { shortDay } from "~/config/calendar-day";
import { database } from "~/database/database.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import { BATCH_MAX, readVoucherForm } from "~/vouchers/voucher-form.server";
import type { VoucherField, VoucherTyped } from "~/vouchers/voucher-form.server";
import { makeVouchers, VoucherCodeTakenError, voucherList } from "~/vouchers/staff-vouchers.server";
import { voucherOffText } from "~/vouchers/voucher-words";
import type { Route } from "./+types/admin.vouchers";

/** A voucher's terms in the staff's words: what it takes off, on what, when. */
function termsText(voucher: {
  kind: "percent" | "amount";
  amount: number;
  courseSlug: string | null;
  validFrom: string | null;
  validUntil: string | null;
}) {
  const course = voucher.courseSlug === null ? m.vouchers_all_courses() : (findCourse(voucher.courseSlug)?.title ?? voucher.courseSlug);
  const days =
    voucher.validFrom && voucher.validUntil
      ? m.vouchers_days_between({ from: shortDay(voucher.validFrom), until: shortDay(voucher.validUntil) })
      : voucher.validUntil
        ? m.vouchers_days_until({ until: shortDay(voucher.validUntil) })
        : voucher.validFrom
          ? m.vouchers_days_from({ from: shortDay(voucher.validFrom) })
          : m.vouchers_days_any();
  return { off: voucherOffText(voucher), course, days };
}

/** The vouchers staff have made (issue 66): codes on their own with their uses, batches with their codes' CSV, and the form that makes more. */
export async function loader() {
  const { single, batches } = await voucherList(await database());
  return {
    courses: courses().map(({ slug, title }) => ({ id: slug, label: title })),
    batchMax: BATCH_MAX,
    single: single.map((voucher) => ({
      id: voucher.id,
      code: voucher.code,
      uses: `${voucher.uses} / ${voucher.maxUses}`,
      ...termsText(voucher),
    })),
    batches: batches.map((batch) => ({ batch: batch.batch, codes: `${batch.used} / ${batch.codes}`, ...termsText(batch.terms) })),
    meta: pageMeta({ title: m.vouchers_page_title(), description: m.vouchers_page_description() }),
  };
}

type ActionAnswer = { typed: VoucherTyped; errors: Partial<Record<VoucherField, string>>; error?: string; done?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const posted = await postedForm(request);
  if (!posted.ok) return data<ActionAnswer>({ typed: {}, errors: {}, error: refusedFormMessage(posted.problem) }, { status: 400 });
  const read = readVoucherForm(
    posted.form,
    courses().map((course) => course.slug),
  );
  if (!read.ok) return data<ActionAnswer>({ typed: read.typed, errors: read.errors, error: m.vouchers_refused() }, { status: 400 });
  try {
    const made = await makeVouchers(await database(), read.input, staff, new Date());
    return data<ActionAnswer>({ typed: {}, errors: {}, done: m.vouchers_made({ count: made }) });
  } catch (error) {
    if (!(error instanceof VoucherCodeTakenError)) throw error;
    const typed = Object.fromEntries([...posted.form].map(([key, value]) => [key, String(value)])) as VoucherTyped;
    return data<ActionAnswer>({ typed, errors: { code: m.voucher_check_code_taken() } }, { status: 409 });
  }
}

export const meta = loaderMeta;

type Single = Route.ComponentProps["loaderData"]["single"][number];
type Batch = Route.ComponentProps["loaderData"]["batches"][number];

export default function StaffVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { single, batches } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ActionAnswer | undefined;
  const typed = answer?.typed ?? {};
  const errors = answer?.errors ?? {};
  const terms: DataColumn<Single | Batch>[] = [
    { header: m.vouchers_column_off(), numeric: true, cell: (row) => row.off },
    { header: m.vouchers_column_course(), className: "break-words", cell: (row) => row.course },
    { header: m.vouchers_column_days(), cell: (row) => row.days },
  ];
  return (
    <div>
      <h1 className="flex items-center gap-2 text-title font-bold">
        <TicketPercent aria-hidden="true" className="size-6" />
        {m.vouchers_heading()}
      </h1>
      <p className="mt-1 max-w-prose text-base-content/75">{m.vouchers_intro()}</p>
      <Surface raised className="mt-6 max-w-3xl">
        <h2 className="text-lg font-bold">{m.vouchers_new()}</h2>
        <Form noValidate method="post" key={answer?.done ?? "form"} className="mt-4 space-y-5">
          <SelectField
            name="mode"
            label={m.vouchers_mode()}
            placeholder={m.vouchers_mode_one()}
            options={[{ id: "batch", label: m.vouchers_mode_batch({ max: loaderData.batchMax }) }]}
            defaultValue={typed.mode === "batch" ? "batch" : ""}
            className="max-w-sm"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="code"
              label={m.vouchers_code()}
              hint={m.vouchers_code_hint()}
              defaultValue={typed.code}
              error={errors.code}
              maxLength={40}
              autoComplete="off"
            />
            <TextField
              name="maxUses"
              label={m.vouchers_uses()}
              inputMode="numeric"
              defaultValue={typed.maxUses ?? "1"}
              error={errors.maxUses}
            />
            <TextField
              name="batch"
              label={m.vouchers_batch()}
              hint={m.vouchers_batch_hint()}
              defaultValue={typed.batch}
              error={errors.batch}
              maxLength={80}
            />
            <TextField name="count" label={m.vouchers_count()} inputMode="numeric" defaultValue={typed.count} error={errors.count} />
            <SelectField
              name="kind"
              label={m.vouchers_kind()}
              placeholder={m.vouchers_kind_choose()}
              options={[
                { id: "percent", label: m.vouchers_kind_percent() },
                { id: "amount", label: m.vouchers_kind_amount() },
              ]}
              defaultValue={typed.kind ?? "percent"}
              error={errors.kind}
            />
            <TextField
              name="amount"
              label={m.vouchers_amount()}
              hint={m.vouchers_amount_hint()}
              inputMode="decimal"
              defaultValue={typed.amount}
              error={errors.amount}
            />
            <SelectField
              name="courseSlug"
              label={m.vouchers_course()}
              placeholder={m.vouchers_all_courses()}
              options={loaderData.courses}
              defaultValue={typed.courseSlug ?? ""}
              error={errors.courseSlug}
            />
            <TextField
              name="validFrom"
              type="date"
              label={m.vouchers_valid_from()}
              defaultValue={typed.validFrom}
              error={errors.validFrom}
            />
            <TextField
              name="validUntil"
              type="date"
              label={m.vouchers_valid_until()}
              defaultValue={typed.validUntil}
              error={errors.validUntil}
            />
          </div>
          <FormMessage tone="error">{answer?.error}</FormMessage>
          <Button type="submit" busy={busy}>
            {m.vouchers_make()}
          </Button>
        </Form>
        <div className="has-[p]:mt-4">
          <FormMessage tone="success">{answer?.done}</FormMessage>
        </div>
      </Surface>
      <h2 className="mt-10 text-lg font-bold">{m.vouchers_codes_heading()}</h2>
      {single.length === 0 ? (
        <Notice className="mt-4">{m.vouchers_none()}</Notice>
      ) : (
        <DataTable
          caption={m.vouchers_codes_heading()}
          columns={[
            { header: m.vouchers_code(), namesRow: true, className: "font-mono whitespace-nowrap", cell: (row: Single) => row.code },
            ...(terms as DataColumn<Single>[]),
            { header: m.vouchers_column_uses(), numeric: true, cell: (row: Single) => row.uses },
          ]}
          rows={single}
          rowKey={(row) => row.id}
          minWidth="medium"
          className="mt-4"
        />
      )}
      <h2 className="mt-10 text-lg font-bold">{m.vouchers_batches_heading()}</h2>
      {batches.length === 0 ? (
        <Notice className="mt-4">{m.vouchers_no_batches()}</Notice>
      ) : (
        <DataTable
          caption={m.vouchers_batches_heading()}
          columns={[
            { header: m.vouchers_batch(), namesRow: true, className: "break-words", cell: (row: Batch) => row.batch },
            ...(terms as DataColumn<Batch>[]),
            { header: m.vouchers_column_used(), numeric: true, cell: (row: Batch) => row.codes },
            {
              header: m.vouchers_column_codes(),
              cell: (row: Batch) => (
                <ButtonLink
                  to={`${localizedPath("/admin/vouchers.csv")}?${new URLSearchParams({ batch: row.batch })}`}
                  reloadDocument
                  variant="outline"
                  download
                >
                  <Download aria-hidden="true" className="size-4" />
                  {m.vouchers_download()}
                </ButtonLink>
              ),
            },
          ]}
          rows={batches}
          rowKey={(row) => row.batch}
          minWidth="wide"
          className="mt-4"
        />
      )}
    </div>
  );
}
