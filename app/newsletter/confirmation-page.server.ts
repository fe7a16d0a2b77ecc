import { database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { languageNames, savedLocale } from "~/i18n/locale";
import { listNames } from "./newsletter-lists";
import { readConfirmationToken, subscriptionToken } from "./subscription-links.server";
import { confirmationState, confirmSubscription, type Subscriber } from "./subscriptions.server";

/** What a confirmation link's page shows: what would be confirmed, what was, or why the link no longer works. */
export type ConfirmationView =
  | { kind: "waiting"; token: string; lists: string[]; language: string }
  | { kind: "confirmed" | "already"; lists: string[]; language: string; subscription: string }
  | { kind: "replaced" | "expired" | "gone" | "not-ours" };

const listWords = (lists: string[]) => (lists as NewsletterList[]).map((list) => listNames[list]());

function shown(subscriber: Subscriber) {
  return {
    lists: listWords(subscriber.lists),
    language: languageNames[savedLocale(subscriber.locale)],
    subscription: subscriptionToken(subscriber.id),
  };
}

/** The page a confirmation link opens (GET): it changes nothing, so a mail scanner following the link confirms no one. */
export async function confirmationView(token: string | null): Promise<ConfirmationView> {
  const link = token ? readConfirmationToken(token) : undefined;
  if (!link || !token) return { kind: "not-ours" };
  const state = await confirmationState(await database(), link, new Date());
  if (state.kind === "waiting") {
    const { requestedLists, requestedLocale } = state.subscriber;
    return { kind: "waiting", token, lists: listWords(requestedLists!), language: languageNames[savedLocale(requestedLocale!)] };
  }
  return state.kind === "already" ? { kind: "already", ...shown(state.subscriber) } : { kind: state.kind };
}

/** The page's Confirm button: the request becomes the subscription. */
export async function confirmByLink(token: string | null): Promise<ConfirmationView> {
  const link = token ? readConfirmationToken(token) : undefined;
  if (!link) return { kind: "not-ours" };
  const outcome = await confirmSubscription(await database(), link, new Date());
  if (outcome.kind === "confirmed" || outcome.kind === "already") return { kind: outcome.kind, ...shown(outcome.subscriber) };
  return { kind: outcome.kind };
}
