import { z } from "zod";
import { database } from "~/database/database.server";
import { newsletterLists } from "~/database/schema.server";
import { locales, savedLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { PostedForm } from "~/platform/posted-form.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { subscriptionConsent } from "./newsletter-lists";
import { readSubscriptionToken } from "./subscription-links.server";
import { changeSubscription, leaveNewsletter, subscriberById, type Subscriber } from "./subscriptions.server";

/** What the subscription page shows: the address's lists and language to change, or why there is nothing to change. */
export type SubscriptionView =
  | { kind: "subscribed"; token: string; email: string; lists: string[]; language: string; saved?: true; error?: string }
  | { kind: "left" | "not-subscribed" | "not-ours" };

function viewOf(subscriber: Subscriber | undefined, token: string): SubscriptionView {
  // A request never confirmed receives nothing yet: there is nothing to change but to leave, which the page offers too.
  if (!subscriber || (subscriber.lists.length === 0 && subscriber.requestedLists === null)) return { kind: "not-subscribed" };
  return { kind: "subscribed", token, email: subscriber.email, lists: subscriber.lists, language: savedLocale(subscriber.locale) };
}

/** The page an unsubscribe or "change lists" link opens (GET): it changes nothing. */
export async function subscriptionView(token: string | null): Promise<SubscriptionView> {
  const id = token ? readSubscriptionToken(token) : undefined;
  if (!id || !token) return { kind: "not-ours" };
  return viewOf(await subscriberById(await database(), id), token);
}

/** RFC 8058's body: a mail program's "Unsubscribe" button posts exactly this, with no session and from no page of ours. */
const isOneClick = (posted: PostedForm) => posted.ok && posted.form.get("List-Unsubscribe") === "One-Click";

const changeSchema = () =>
  z.object({
    lists: z.array(z.enum(newsletterLists, m.newsletter_list_unknown()), m.newsletter_list_unknown()),
    language: z.enum(locales, m.newsletter_language_unknown()),
  });

/**
 * The page's forms, and the one-click unsubscribe: leaving erases the address at once; a change
 * keeps the lists ticked (none is leaving) in the language chosen. A form from another site's
 * page changes nothing (403); a one-click POST needs no origin, as mail programs send none.
 */
export async function answerSubscriptionForm(request: Request, posted: PostedForm): Promise<{ view: SubscriptionView; status: number }> {
  const token = new URL(request.url).searchParams.get("t");
  const id = token ? readSubscriptionToken(token) : undefined;
  if (isOneClick(posted)) {
    if (!id) return { view: { kind: "not-ours" }, status: 400 };
    return { view: { kind: (await leaveNewsletter(await database(), id)) ? "left" : "not-subscribed" }, status: 200 };
  }
  if (!isSameOrigin(request)) return { view: { kind: "not-ours" }, status: 403 };
  if (!id || !token) return { view: { kind: "not-ours" }, status: 400 };
  const db = await database();
  const current = viewOf(await subscriberById(db, id), token);
  if (current.kind !== "subscribed") return { view: current, status: 200 };
  if (!posted.ok) return { view: { ...current, error: m.form_not_understood() }, status: 400 };
  if (posted.form.get("intent") === "leave") {
    await leaveNewsletter(db, id);
    return { view: { kind: "left" }, status: 200 };
  }
  const parsed = changeSchema().safeParse({ lists: posted.form.getAll("lists"), language: posted.form.get("language") });
  if (!parsed.success) return { view: { ...current, error: parsed.error.issues[0]!.message }, status: 400 };
  const lists = newsletterLists.filter((list) => parsed.data.lists.includes(list));
  const changed = await changeSubscription(db, id, {
    lists,
    locale: parsed.data.language,
    consent: subscriptionConsent(),
    now: new Date(),
  });
  return changed
    ? { view: { ...viewOf(changed, token), saved: true } as SubscriptionView, status: 200 }
    : { view: { kind: "left" }, status: 200 };
}
