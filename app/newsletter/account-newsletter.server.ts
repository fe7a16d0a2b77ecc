import type { Database } from "~/database/database.server";
import type { NewsletterList } from "~/database/schema.server";
import { languageInWords } from "./language-in-words";
import { listNames } from "./newsletter-lists";
import { subscriptionToken } from "./subscription-links.server";
import { subscriptionOf } from "./subscriptions.server";

/** The account page's newsletter panel: the verified address's lists and language, or why there are none to show. */
export type MyNewsletter =
  { kind: "subscribed"; lists: string[]; language: string; waiting: boolean; change: string } | { kind: "none" | "unverified" };

/** What the account page's newsletter panel shows for an address: only one its holder verified is theirs to see. */
export async function accountNewsletter(db: Database, email: string | undefined, verified: boolean): Promise<MyNewsletter> {
  if (!email || !verified) return { kind: "unverified" };
  const subscriber = await subscriptionOf(db, email);
  if (!subscriber) return { kind: "none" };
  return {
    kind: "subscribed",
    lists: (subscriber.lists as NewsletterList[]).map((list) => listNames[list]()),
    language: languageInWords(subscriber.locale),
    waiting: subscriber.requestedLists !== null,
    change: `/newsletter/subscription?t=${subscriptionToken(subscriber.id)}`,
  };
}
