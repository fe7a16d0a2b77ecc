import { data } from "react-router";
import { keepAutosave } from "~/content-store/content-autosaves.server";
import { contentRecord } from "~/content-store/content-record.server";
import { staffTime } from "~/config/staff-time";
import { database } from "~/database/database.server";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm } from "~/platform/posted-form.server";
import { uuidParam } from "~/platform/uuid-param.server";
import { currentStaff } from "~/staff/staff-access.server";
import { autosaveFormHandle } from "~/staff/studio-form-limits";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/admin.content-autosave";

/** As much as the edit form it keeps: a long post's Markdown. */
export const handle: RouteHandle = autosaveFormHandle;

/**
 * Where the edit form's script keeps what is typed as it is typed (issue 64, item 7): never a
 * version. Answers when it was kept, in the page's language, or why not; a form without scripts
 * never comes here.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The body first, always: an answer before it is read leaves nginx a half-sent request.
  const posted = await postedForm(request);
  const db = await database();
  const record = await contentRecord(db, uuidParam(params.id));
  // Returned, not thrown: a resource route's thrown answer reaches the page as a generic error.
  if (!record) return data({ message: m.studio_autosave_gone() }, { status: 404 });
  const savedAt = posted.ok ? await keepAutosave(db, record, posted.form, currentStaff(context)) : undefined;
  if (!savedAt) return data({ message: m.form_not_understood() }, { status: 400 });
  if (savedAt === "superseded") return data({ message: m.studio_autosave_superseded() }, { status: 409 });
  return { kept: m.studio_autosave_kept({ time: staffTime(savedAt) }) };
}

/** The form comes here by POST only. */
export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
