import { database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { listNames } from "./newsletter-lists";
import { languageInWords } from "./language-in-words";
import { CONFIRMATION_VALID_DAYS } from "./newsletter-lists";
import { readConfirmationToken, subscriptionToken } from "./subscription-links.server";
import { confirmationState, confirmSubscription, type Subscriber } from "./subscriptions.server";

/** What a confirmation link's page shows: what would be confirmed, what was, or why the link no longer works. */
export type ConfirmationView =
  | { kind: "waiting"; token: string; lists: string[]; language: string }
  /** `subscription`: the link to change them, shown only while the confirmation link itself is fresh (a forwarded mail is no lasting key). */
  | { kind: "confirmed" | "already"; lists: string[]; language: string; subscription?: string }
  | { kind: "replaced" | "expired" | "gone" | "not-ours" };

const listWords = (lists: string[]) => (lists as NewsletterList[]).map((list) => listNames[list]());

function shown(subscriber: Subscriber, link: { sentAt: Date }, now: Date) {
  const fresh = now.getTime() - link.sentAt.getTime() <= CONFIRMATION_VALID_DAYS * 24 * 60 * 60_000;
  return {
    lists: listWords(subscriber.lists),
    language: languageInWords(subscriber.locale),
    subscription: fresh ? subscriptionToken(subscriber.id) : undefined,
  };
}

/** The page a confirmation link opens (GET): it changes nothing, so a mail scanner following the link confirms no one. */
export async function confirmationView(token: string | null): Promise<ConfirmationView> {
  const link = token ? readConfirmationToken(token) : undefined;
  if (!link || !token) return { kind: "not-ours" };
  const now = new Date();
  const state = await confirmationState(await database(), link, now);
  if (state.kind === "waiting") {
    const { requestedLists, requestedLocale } = state.subscriber;
    return { kind: "waiting", token, lists: listWords(requestedLists!), language: languageInWords(requestedLocale!) };
  }
  return state.kind === "already" ? { kind: "already", ...shown(state.subscriber, link, now) } : { kind: state.kind };
}

/** The page's Confirm button: the request becomes the subscription. */
export async function confirmByLink(token: string | null): Promise<ConfirmationView> {
  const link = token ? readConfirmationToken(token) : undefined;
  if (!link) return { kind: "not-ours" };
  const now = new Date();
  const outcome = await confirmSubscription(await database(), link, now);
  if (outcome.kind === "confirmed" || outcome.kind === "already") return { kind: outcome.kind, ...shown(outcome.subscriber, link, now) };
  return { kind: outcome.kind };
}
