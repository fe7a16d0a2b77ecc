import { Newspaper, Users } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { Surface } from "~/components/ui/surface";
import { staffTime } from "~/config/staff-time";
import { suggestedAddress } from "~/content-store/suggested-address";
import { database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { isLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { languageInWords } from "~/newsletter/language-in-words";
import { NewsletterFields } from "~/newsletter/newsletter-fields";
import { readNewsletterForm, type NewsletterErrors, type NewsletterTyped } from "~/newsletter/newsletter-form.server";
import { listNames } from "~/newsletter/newsletter-lists";
import { createNewsletter, newsletterFromPost, newsletterList } from "~/newsletter/newsletters.server";
import { newsletterStateWords } from "~/newsletter/newsletter-state-words";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.newsletters";

/** The newsletters (issue 68): each with where its sending stands, and the form that writes a new one. */
export async function loader() {
  const rows = await newsletterList(await database());
  return {
    newsletters: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      to: `${listNames[row.list as NewsletterList]()}, ${languageInWords(row.locale)}`,
      state: newsletterStateWords(row),
      when: staffTime(row.sendingAt ?? row.createdAt),
    })),
    meta: pageMeta({ title: m.staff_newsletters_title(), description: m.staff_newsletters_intro() }),
  };
}

type ActionAnswer = { typed: NewsletterTyped; errors: NewsletterErrors; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const posted = await postedForm(request);
  if (!posted.ok) return data<ActionAnswer>({ typed: {}, errors: {}, error: refusedFormMessage(posted.problem) }, { status: 400 });
  if (posted.form.get("intent") === "from-post") {
    const slug = String(posted.form.get("slug") ?? "");
    const locale = posted.form.get("locale");
    const made = isLocale(locale)
      ? await newsletterFromPost(await database(), { slug, locale, address: suggestedAddress }, staff.email, new Date())
      : undefined;
    if (!made) return data<ActionAnswer>({ typed: {}, errors: {}, error: m.staff_newsletters_post_unpublished() }, { status: 404 });
    return redirect(localizedPath(`/admin/newsletters/${made.id}`), 303);
  }
  const read = readNewsletterForm(posted.form);
  if (!read.ok)
    return data<ActionAnswer>({ typed: read.typed, errors: read.errors, error: m.staff_newsletters_refused() }, { status: 400 });
  const made = await createNewsletter(
    await database(),
    { ...read.input, address: suggestedAddress(read.input.subject) },
    staff.email,
    new Date(),
  );
  return redirect(localizedPath(`/admin/newsletters/${made.id}`), 303);
}

export const meta = loaderMeta;

type Row = Route.ComponentProps["loaderData"]["newsletters"][number];

export default function StaffNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ActionAnswer | undefined;
  const columns: DataColumn<Row>[] = [
    {
      header: m.staff_newsletters_subject(),
      namesRow: true,
      className: "break-words",
      cell: (row) => (
        <Link to={localizedPath(`/admin/newsletters/${row.id}`)} className="font-semibold text-primary underline underline-offset-2">
          {row.subject}
        </Link>
      ),
    },
    { header: m.staff_newsletters_to(), cell: (row) => row.to },
    { header: m.staff_newsletters_state(), cell: (row) => row.state },
    { header: m.staff_newsletters_when(), cell: (row) => row.when },
  ];
  return (
    <div>
      <h1 className="flex items-center gap-2 text-title font-bold">
        <Newspaper aria-hidden="true" className="size-6" />
        {m.staff_newsletters_title()}
      </h1>
      <p className="mt-1 max-w-prose text-base-content/75">{m.staff_newsletters_intro()}</p>
      <ButtonLink to="/admin/newsletters/subscribers" variant="outline" className="mt-4">
        <Users aria-hidden="true" className="size-4" />
        {m.staff_subscribers_title()}
      </ButtonLink>
      {loaderData.newsletters.length === 0 ? (
        <Notice className="mt-6">{m.staff_newsletters_none()}</Notice>
      ) : (
        <DataTable
          caption={m.staff_newsletters_title()}
          columns={columns}
          rows={loaderData.newsletters}
          rowKey={(row) => row.id}
          minWidth="medium"
          className="mt-6"
        />
      )}
      <Surface raised className="mt-10 max-w-3xl">
        <h2 className="text-lg font-bold">{m.staff_newsletters_new()}</h2>
        <p className="mt-1 text-base-content/75">{m.staff_newsletters_new_intro()}</p>
        <Form noValidate method="post" className="mt-4 space-y-5">
          <NewsletterFields values={answer?.typed} errors={answer?.errors} />
          <FormMessage tone="error">{answer?.error}</FormMessage>
          <Button type="submit" busy={busy}>
            {m.staff_newsletters_write()}
          </Button>
        </Form>
      </Surface>
    </div>
  );
}
