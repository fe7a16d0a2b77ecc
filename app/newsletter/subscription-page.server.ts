import { z } from "zod";
import { database } from "~/database/database.server";
import { newsletterLists, type NewsletterList } from "~/database/schema.server";
import { locales, savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { removeMailFiles } from "~/platform/mail-files.server";
import type { PostedForm } from "~/platform/posted-form.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { listNames } from "./newsletter-lists";
import { readSubscriptionToken } from "./subscription-links.server";
import { changeSubscription, leaveNewsletter, subscriberById, type Subscriber } from "./subscriptions.server";

/**
 * What the subscription page shows: the lists the address receives (to untick) and its
 * language, a request still waiting for its confirmation (only to leave), or why there is
 * nothing to change.
 */
export type SubscriptionView =
  | {
      kind: "subscribed";
      token: string;
      email: string;
      lists: { value: string; label: string }[];
      language: string;
      saved?: true;
      errors?: { lists?: string; language?: string; form?: string };
    }
  | { kind: "waiting"; token: string; email: string }
  | { kind: "left"; kept?: true }
  | { kind: "not-subscribed" }
  | { kind: "not-ours" };

function viewOf(subscriber: Subscriber | undefined, token: string): SubscriptionView {
  if (subscriber && subscriber.lists.length > 0) {
    const lists = (subscriber.lists as NewsletterList[]).map((list) => ({ value: list, label: listNames[list]() }));
    return { kind: "subscribed", token, email: subscriber.email, lists, language: savedLocale(subscriber.locale) };
  }
  if (subscriber && subscriber.requestedLists !== null) return { kind: "waiting", token, email: subscriber.email };
  return { kind: "not-subscribed" };
}

/** The page an unsubscribe or "change lists" link opens (GET): it changes nothing. */
export async function subscriptionView(token: string | null): Promise<SubscriptionView> {
  const id = token ? readSubscriptionToken(token) : undefined;
  if (!id || !token) return { kind: "not-ours" };
  return viewOf(await subscriberById(await database(), id), token);
}

/** RFC 8058's body: a mail program's "Unsubscribe" button posts exactly this. */
const isOneClick = (posted: PostedForm) => posted.ok && posted.form.get("List-Unsubscribe") === "One-Click";

const changeSchema = () =>
  z.object({
    lists: z.array(z.enum(newsletterLists, m.newsletter_list_unknown()), m.newsletter_list_unknown()),
    language: z.enum(locales, m.newsletter_language_unknown()),
  });

async function leave(id: string): Promise<SubscriptionView> {
  const { left, kept, mail } = await leaveNewsletter(await database(), id, new Date());
  // The files of its queued mail, when mail goes to files, hold the address too.
  await removeMailFiles(mail);
  return left ? { kind: "left", kept } : { kind: "not-subscribed" };
}

/**
 * The page's forms, and the one-click unsubscribe. Leaving erases the address at once; a change
 * keeps the lists left ticked (none is leaving) in the language chosen. A form from another
 * site's page changes nothing (403). The one-click POST needs no session and no form token, and
 * is taken without an Origin, as mail programs post it from their servers; one that names
 * another site as its origin is refused by the request gate, as every such POST is.
 */
export async function answerSubscriptionForm(request: Request, posted: PostedForm): Promise<{ view: SubscriptionView; status: number }> {
  const token = new URL(request.url).searchParams.get("t");
  const id = token ? readSubscriptionToken(token) : undefined;
  if (isOneClick(posted)) return id ? { view: await leave(id), status: 200 } : { view: { kind: "not-ours" }, status: 400 };
  if (!isSameOrigin(request)) return { view: { kind: "not-ours" }, status: 403 };
  if (!id || !token) return { view: { kind: "not-ours" }, status: 400 };
  const db = await database();
  const current = viewOf(await subscriberById(db, id), token);
  if (current.kind === "not-subscribed") return { view: current, status: 200 };
  if (!posted.ok) {
    return current.kind === "subscribed"
      ? { view: { ...current, errors: { form: m.form_not_understood() } }, status: 400 }
      : { view: current, status: 400 };
  }
  if (posted.form.get("intent") === "leave" || current.kind !== "subscribed") return { view: await leave(id), status: 200 };
  const parsed = changeSchema().safeParse({ lists: posted.form.getAll("lists"), language: posted.form.get("language") ?? undefined });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path[0] === "language" ? "language" : "lists";
    return { view: { ...current, errors: { [field]: issue?.message } }, status: 400 };
  }
  const { subscriber, mail } = await changeSubscription(db, id, {
    lists: parsed.data.lists,
    locale: parsed.data.language,
    now: new Date(),
  });
  await removeMailFiles(mail);
  if (!subscriber) return { view: { kind: "left" }, status: 200 };
  return { view: { ...(viewOf(subscriber, token) as Extract<SubscriptionView, { kind: "subscribed" }>), saved: true }, status: 200 };
}
