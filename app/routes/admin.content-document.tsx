import {
  ArrowUpRight,
  CalendarClock,
  CalendarX,
  Columns2,
  Eye,
  EyeOff,
  History,
  Newspaper,
  Pencil,
  Send,
  Trash2,
  Undo2,
} from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { DotBadge, type DotTone } from "~/components/ui/dot-badge";
import { staffTime, studioTime } from "~/config/staff-time";
import { contentRecord } from "~/content-store/content-record.server";
import { versionAuthor } from "~/content-store/version-author";
import { contentKindLabels, type DocumentState, documentStateLabels } from "~/content-store/document-states";
import { answerStudioForm, type StudioAnswer } from "~/content-store/studio-answers.server";
import { type Database, database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import { VersionPicker } from "~/staff/version-picker";
import { LanguageVersions } from "~/staff/language-versions";
import { type LanguageVersion, languageVersions, startTranslation } from "~/content-store/translations.server";
import { baseLocale, languageNames, localizedPath, locales, savedLocale } from "~/i18n/locale";
import { suggestedAddress } from "~/content-store/suggested-address";
import { newsletterFromPost } from "~/newsletter/newsletters.server";
import { ContentInvalidError } from "~/content-store/content-documents.server";
import { ContentNotFoundError } from "~/content-store/content-publishing.server";
import { z } from "zod";
import type { Route } from "./+types/admin.content-document";
import { m } from "~/i18n/paraglide/messages.js";
import { searchPreview } from "~/seo/search-preview.server";
import { shareImageOf } from "~/content-images/share-image";
import { SearchPreviews } from "~/staff/search-preview";

const stateTones: Record<DocumentState, DotTone> = { published: "success", draft: "warning", scheduled: "info", unpublished: "muted" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = await database();
  const found = await contentRecord(db, uuidParam(params.id));
  if (!found) throw data(null, { status: 404 });
  const { languages } = (await languageVersions(db, found.id))!;
  // The data itself is the edit form's to send.
  const { latestData: _data, ...record } = found;
  const asked = new URL(request.url).searchParams;
  const saved = Number(asked.get("saved"));
  return {
    ...record,
    languages,
    // A post is sent as a newsletter by staff; editors write it (issue 68).
    sendsNewsletters: currentStaff(context).role === "staff" && found.kind === "post",
    // The newest version's page as a search result and a shared link (issue 64, item 12).
    preview: searchPreview(found.kind, found.latestData, found.publicPath, await shareCardOf(db, found, languages)),
    created: asked.get("created") === "1" && record.latestVersion === 1,
    saved: Number.isInteger(saved) && saved > 0 && saved <= record.latestVersion ? saved : null,
    scheduledFor: record.scheduledFor ? studioTime(record.scheduledFor) : null,
    versions: record.versions.map((version) => ({ ...version, createdAt: staffTime(version.createdAt) })),
    meta: pageMeta({
      title: m.studio_document_title({ title: record.title }),
      description: m.studio_document_description({ kind: contentKindLabels[record.kind] }),
    }),
  };
}

/**
 * The document's share card: its cover's, whose picture and focus are English's facts (a
 * translation holds the alt text alone), as the translated page shows it.
 */
async function shareCardOf(db: Database, found: { latestData: Record<string, unknown> }, languages: LanguageVersion[]) {
  const englishId = languages.find((language) => language.locale === baseLocale)?.documentId;
  const english = englishId ? await contentRecord(db, englishId) : undefined;
  const own = found.latestData.cover as Record<string, unknown> | undefined;
  const facts = english?.latestData.cover as Record<string, unknown> | undefined;
  return shareImageOf({ cover: facts && own ? { ...facts, alt: own.alt ?? facts.alt } : (own ?? facts) });
}

/** Starting a translation: into which language. */
const translateForm = z.object({
  intent: z.literal("translate"),
  locale: z.enum(locales).refine((locale) => locale !== baseLocale),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = uuidParam(params.id);
  const { email } = currentStaff(context);
  const posted = await postedForm(request);
  const translate = posted.ok ? translateForm.safeParse(Object.fromEntries(posted.form)) : undefined;
  if (translate?.success) {
    const started = await startTranslation(await database(), { documentId: id, locale: translate.data.locale, editor: { email } }).catch(
      (error: unknown) => {
        // Only an English document is translated: another's page offers no such form.
        if (error instanceof ContentNotFoundError) throw data(null, { status: 404 });
        if (error instanceof ContentInvalidError)
          return data(
            {
              ok: false,
              message: m.studio_translate_source_invalid(),
              problems: error.problems,
            } as StudioAnswer,
            { status: 422 },
          );
        throw error;
      },
    );
    if (typeof started !== "string") return started;
    throw redirect(localizedPath(`/admin/content/${started}/edit`), 303);
  }
  const db = await database();
  const { answer, status } = await answerStudioForm(db, id, posted, { email });
  if (answer.deleted) throw redirect(localizedPath("/admin/content?deleted=1"), 303);
  // "Publish and make a newsletter": once published, the post's draft newsletter, to preview, test and send (issue 68).
  if (answer.ok && posted.ok && posted.form.get("then") === "newsletter" && currentStaff(context).role === "staff") {
    const record = await contentRecord(db, id);
    const made =
      record?.kind === "post"
        ? await newsletterFromPost(
            db,
            { slug: record.slug, locale: savedLocale(record.locale), address: suggestedAddress },
            email,
            new Date(),
          )
        : undefined;
    if (made) throw redirect(localizedPath(`/admin/newsletters/${made.id}`), 303);
  }
  return data(answer, { status });
}

export const meta = loaderMeta;

export default function ContentDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { title, kind, locale, state, publicPath, publishedVersion, latestVersion, scheduledVersion, scheduledFor, versions } = loaderData;
  const sending = useNavigation().formData;
  const busy = (intent: string, version?: number) =>
    sending?.get("intent") === intent && (version === undefined || sending.get("version") === String(version));
  return (
    <article>
      <BackLink to={localizedPath("/admin/content")}>{m.studio_all_content()}</BackLink>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold break-words" lang={loaderData.locale}>
            {title}
          </h1>
          <p className="mt-1 text-base-content/75">
            {m.studio_kind_in({ kind: contentKindLabels[kind], language: languageNames[loaderData.locale] })}
          </p>
        </div>
        <DotBadge tone={stateTones[state]}>{documentStateLabels[state]}</DotBadge>
      </header>

      <div className="has-[p]:mt-6">
        <FormMessage tone={actionData ? (actionData.ok ? "success" : "error") : "success"}>
          {actionData?.message ??
            (loaderData.saved ? m.studio_saved_as({ version: loaderData.saved }) : loaderData.created ? m.studio_created() : undefined)}
        </FormMessage>
        {actionData && actionData.problems.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {actionData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <section aria-labelledby="on-the-site" className="mt-8">
        <h2 id="on-the-site" className="text-lg font-bold">
          {m.studio_on_the_site()}
        </h2>
        <p className="mt-2">
          {publishedVersion === null
            ? m.studio_not_on_site()
            : latestVersion > publishedVersion
              ? m.studio_published_with_draft({ published: publishedVersion, latest: latestVersion })
              : m.studio_published({ published: publishedVersion })}
          {scheduledVersion && scheduledFor ? ` ${m.studio_scheduled({ version: scheduledVersion, when: scheduledFor })}` : ""}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={localizedPath(`/admin/content/${loaderData.id}/edit`)} variant="outline">
            <Pencil aria-hidden="true" className="size-4" />
            {m.studio_edit()}
          </ButtonLink>
          {/* The preview is the public page, in the site's frame: a page of its own, not a staff page's. */}
          <ButtonLink to={localizedPath(`/admin/content/${loaderData.id}/preview`)} reloadDocument variant="outline">
            <Eye aria-hidden="true" className="size-4" />
            {publishedVersion === latestVersion ? m.studio_preview() : m.studio_preview_version({ version: latestVersion })}
          </ButtonLink>
          {/* Its page in its own language, whichever the studio is read in: a German document's is under /de. */}
          {publishedVersion !== null ? (
            <ButtonLink to={publicPath} hrefLang={locale} reloadDocument variant="outline">
              {m.studio_view_on_site()}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          ) : null}
          {publishedVersion !== latestVersion ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="version" value={latestVersion} />
              <Button type="submit" busy={busy("publish", latestVersion)}>
                <Send aria-hidden="true" className="size-4" />
                {m.studio_publish_version({ version: latestVersion })}
              </Button>
            </Form>
          ) : null}
          {scheduledVersion ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="cancel-schedule" />
              <Button type="submit" variant="ghost" busy={busy("cancel-schedule")}>
                <CalendarX aria-hidden="true" className="size-4" />
                {m.studio_cancel_schedule()}
              </Button>
            </Form>
          ) : null}
          {publishedVersion !== null ? (
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="unpublish" />
              <Button type="submit" variant="ghost" busy={busy("unpublish")}>
                <EyeOff aria-hidden="true" className="size-4" />
                {m.studio_unpublish()}
              </Button>
            </Form>
          ) : null}
        </div>
      </section>

      {loaderData.sendsNewsletters ? (
        <section aria-labelledby="as-newsletter" className="mt-10">
          <h2 id="as-newsletter" className="text-lg font-bold">
            {m.studio_newsletter_heading()}
          </h2>
          <p className="mt-1 text-base-content/75">{m.studio_newsletter_intro()}</p>
          {publishedVersion !== null ? (
            <Form method="post" action={localizedPath("/admin/newsletters")} noValidate className="mt-4">
              <input type="hidden" name="intent" value="from-post" />
              <input type="hidden" name="slug" value={loaderData.slug} />
              <input type="hidden" name="locale" value={locale} />
              <Button type="submit" variant="outline" busy={busy("from-post")}>
                <Newspaper aria-hidden="true" className="size-4" />
                {m.studio_newsletter_make()}
              </Button>
            </Form>
          ) : null}
          {publishedVersion !== latestVersion ? (
            <Form method="post" noValidate className="mt-4">
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="version" value={latestVersion} />
              <input type="hidden" name="then" value="newsletter" />
              <Button type="submit" busy={busy("publish", latestVersion) && sending?.get("then") === "newsletter"}>
                <Newspaper aria-hidden="true" className="size-4" />
                {m.studio_newsletter_publish_and_make({ version: latestVersion })}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}

      {loaderData.preview ? <SearchPreviews preview={loaderData.preview} version={latestVersion} /> : null}

      <section aria-labelledby="languages" className="mt-10">
        <h2 id="languages" className="text-lg font-bold">
          {m.studio_languages()}
        </h2>
        <div className="mt-4">
          <LanguageVersions languages={loaderData.languages} current={loaderData.id} />
        </div>
        {loaderData.languages.filter((language) => language.documentId !== null).length > 1 ? (
          <ButtonLink to={localizedPath(`/admin/content/${loaderData.id}/languages`)} variant="ghost" className="mt-3">
            <Columns2 aria-hidden="true" className="size-4" />
            {m.studio_languages_side_by_side()}
          </ButtonLink>
        ) : null}
      </section>

      {publishedVersion !== latestVersion ? (
        <section aria-labelledby="schedule" className="mt-10">
          <h2 id="schedule" className="text-lg font-bold">
            {m.studio_publish_later()}
          </h2>
          <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="schedule" />
            <input type="hidden" name="version" value={latestVersion} />
            <TextField
              name="at"
              type="datetime-local"
              label={m.studio_publish_at({ version: latestVersion })}
              hint={m.studio_clock_hint({ zone: m.studio_time_zone() })}
              error={actionData?.field === "at" ? actionData.message : undefined}
              className="max-w-sm"
            />
            <Button type="submit" variant="outline" busy={busy("schedule", latestVersion)}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {m.studio_schedule()}
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="history" className="mt-10">
        <h2 id="history" className="flex items-center gap-2 text-lg font-bold">
          <History aria-hidden="true" className="size-5" />
          {m.cohort_history()}
        </h2>
        {versions.length > 1 ? (
          <div className="mt-4">
            <VersionPicker
              documentId={loaderData.id}
              versions={versions.map((version) => version.number)}
              from={publishedVersion !== null && publishedVersion !== latestVersion ? publishedVersion : latestVersion - 1}
              to={latestVersion}
            />
          </div>
        ) : null}
        <ol className="mt-4 divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {versions.map((version) => (
            <li key={version.number} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p>
                <span className="font-semibold">
                  {version.number === publishedVersion
                    ? m.studio_version_published({ version: version.number })
                    : m.studio_version({ version: version.number })}
                </span>
                <span className="block text-sm text-base-content/75">
                  <time>{version.createdAt}</time>, <span className="break-words">{versionAuthor(version.createdBy)}</span>
                </span>
              </p>
              {version.number !== latestVersion ? (
                <div className="flex flex-wrap gap-2">
                  <ButtonLink
                    to={localizedPath(`/admin/content/${loaderData.id}/preview?version=${version.number}`)}
                    reloadDocument
                    variant="ghost"
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    {m.studio_preview()}
                    <span className="sr-only"> {m.studio_version({ version: version.number })}</span>
                  </ButtonLink>
                  <Form method="post" noValidate>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="version" value={version.number} />
                    <input type="hidden" name="basedOn" value={latestVersion} />
                    <Button type="submit" variant="outline" busy={busy("restore", version.number)}>
                      <Undo2 aria-hidden="true" className="size-4" />
                      {m.studio_restore()}
                      <span className="sr-only"> {m.studio_version({ version: version.number })}</span>
                    </Button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {publishedVersion === null && !scheduledVersion ? (
        <section aria-labelledby="delete" className="mt-10">
          <h2 id="delete" className="text-lg font-bold">
            {m.studio_delete()}
          </h2>
          <p className="mt-2 max-w-prose">{m.studio_delete_intro()}</p>
          <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-4">
            <input type="hidden" name="intent" value="delete" />
            <CheckboxField
              name="confirm"
              value="yes"
              label={m.studio_delete_confirm({ title, count: versions.length })}
              error={actionData?.field === "confirm" ? m.studio_delete_tick() : undefined}
            />
            <Button type="submit" variant="outline" busy={busy("delete")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {m.studio_delete()}
            </Button>
          </Form>
        </section>
      ) : null}
    </article>
  );
}
