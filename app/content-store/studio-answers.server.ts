import { m } from "~/i18n/paraglide/messages.js";
import { z } from "zod";
import { type PostedForm, refusedFormMessage } from "~/platform/posted-form.server";
import type { Database } from "~/database/database.server";
import { ContentInvalidError } from "./content-documents.server";
import { ContentConflictError, deleteDocument, restoreVersion } from "./content-drafts.server";
import { contentPublished } from "./content-on-pages.server";
import {
  ContentNotFoundError,
  type Editor,
  cancelSchedule,
  publishVersion,
  scheduleVersion,
  unpublishDocument,
  VersionAlreadyPublishedError,
} from "./content-publishing.server";
import { TZDate } from "@date-fns/tz";
import { site } from "~/config/site";
import { studioTime } from "~/config/staff-time";

/** The moment a `datetime-local` value names on the studio's clock (site.timeZone), summer time included. */
export function onStudioClock(value: string): Date {
  const [date, time] = value.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, site.timeZone.id).getTime());
}

const now = () => new Date();

/**
 * What a document's page in the studio answers a form with: a message, any problems by name, and
 * the field a refusal is about (drawn invalid, the message beside it).
 */
export type StudioAnswer = { ok: boolean; message: string; problems: string[]; deleted?: true; field?: "at" | "confirm" };

const version = z.coerce.number().int().min(1).max(1_000_000);

/** A date and time as a `datetime-local` field sends it, on the studio's clock. */
const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

const studioForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), version }),
  z.object({ intent: z.literal("schedule"), version, at: wallTime }),
  z.object({ intent: z.literal("cancel-schedule") }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({ intent: z.literal("restore"), version, basedOn: version }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("yes") }),
]);

/**
 * Carries out a form of a document's page: publish a version, unpublish, restore an old version
 * as the newest. A publish shows on this instance before the answer and on the others through
 * Redis (decision 44). Refusals say why in staff's words, with each problem of the content named.
 */
export async function answerStudioForm(
  db: Database,
  documentId: string,
  posted: PostedForm,
  editor: Editor,
): Promise<{ answer: StudioAnswer; status: number }> {
  if (!posted.ok) return { answer: { ok: false, message: refusedFormMessage(posted.problem), problems: [] }, status: 400 };
  const parsed = studioForm.safeParse(Object.fromEntries(posted.form));
  if (!parsed.success) {
    const intent = posted.form.get("intent");
    if (intent === "schedule" && !wallTime.safeParse(posted.form.get("at")).success)
      return { answer: { ok: false, message: m.studio_choose_when(), problems: [], field: "at" }, status: 400 };
    if (intent === "delete" && posted.form.get("confirm") === null)
      return {
        answer: { ok: false, message: m.studio_nothing_deleted(), problems: [], field: "confirm" },
        status: 400,
      };
    return { answer: { ok: false, message: m.form_not_understood(), problems: [] }, status: 400 };
  }
  const form = parsed.data;
  try {
    if (form.intent === "publish") {
      await publishVersion(db, documentId, form.version, editor);
      await contentPublished(db);
      return { answer: { ok: true, message: m.studio_published_now({ version: form.version }), problems: [] }, status: 200 };
    }
    if (form.intent === "schedule") {
      const at = onStudioClock(form.at);
      if (at.getTime() <= now().getTime())
        return {
          answer: { ok: false, message: `${studioTime(at)} has passed: choose a time to come, or publish now.`, problems: [], field: "at" },
          status: 400,
        };
      await scheduleVersion(db, documentId, form.version, at, editor);
      return {
        answer: { ok: true, message: m.studio_will_publish({ version: form.version, when: studioTime(at) }), problems: [] },
        status: 200,
      };
    }
    if (form.intent === "cancel-schedule") {
      const { cancelled, publishedVersion } = await cancelSchedule(db, documentId);
      if (cancelled)
        return {
          answer: { ok: true, message: m.studio_schedule_cancelled(), problems: [] },
          status: 200,
        };
      const shown = publishedVersion === null ? "the site does not show it" : `the site shows version ${publishedVersion}`;
      return {
        answer: {
          ok: false,
          message: m.studio_nothing_scheduled({ shown }),
          problems: [],
        },
        status: 409,
      };
    }
    if (form.intent === "unpublish") {
      await unpublishDocument(db, documentId, editor);
      await contentPublished(db);
      return {
        answer: { ok: true, message: m.studio_unpublished(), problems: [] },
        status: 200,
      };
    }
    if (form.intent === "delete") {
      await deleteDocument(db, documentId, editor);
      return { answer: { ok: true, message: m.studio_deleted_short(), problems: [], deleted: true }, status: 200 };
    }
    const restored = await restoreVersion(db, { documentId, number: form.version, basedOn: form.basedOn, editor });
    return {
      answer: {
        ok: true,
        message: m.studio_restored({ version: form.version, restored }),
        problems: [],
      },
      status: 200,
    };
  } catch (error) {
    if (error instanceof ContentNotFoundError) return { answer: { ok: false, message: error.message, problems: [] }, status: 404 };
    if (error instanceof VersionAlreadyPublishedError)
      return {
        answer: {
          ok: false,
          message: error.by
            ? m.studio_published_already_by({ email: error.by, version: error.version })
            : m.studio_published_already({ version: error.version }),
          problems: [],
        },
        status: 409,
      };
    if (error instanceof ContentInvalidError)
      return { answer: { ok: false, message: m.studio_nothing_changed_because(), problems: error.problems }, status: 400 };
    if (error instanceof ContentConflictError)
      return {
        answer: {
          ok: false,
          message: m.studio_nothing_changed_conflict({ email: error.theirs.by, version: error.theirs.number }),
          problems: [],
        },
        status: 409,
      };
    throw error;
  }
}
