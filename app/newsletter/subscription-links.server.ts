import { localizedPath, savedLocale } from "~/i18n/locale";
import { signedBySite, siteSignature } from "~/platform/site-signature.server";

/*
 * The newsletter's links carry the subscriber's id signed by the site (decision 71), so a link
 * works without an account or a sign-in, and no one can make one for another address. The
 * confirmation's also names when its mail was queued: a newer request's mail voids it, and it
 * runs out after CONFIRMATION_VALID_DAYS (newsletter-lists.ts). The subscription's (change lists, unsubscribe) lasts
 * as long as the subscriber does, as RFC 8058 expects of a newsletter's unsubscribe link.
 */

const CONFIRMATION = "newsletter-confirmation";
const SUBSCRIPTION = "newsletter-subscription";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function confirmationToken(subscriberId: string, sentAt: Date): string {
  const at = sentAt.getTime().toString(36);
  return `${subscriberId}.${at}.${siteSignature(CONFIRMATION, `${subscriberId}:${at}`)}`;
}

/** The subscriber and the mail's time a confirmation token names, if the site signed it; undefined for anything else. */
export function readConfirmationToken(token: string): { subscriberId: string; sentAt: Date } | undefined {
  const [subscriberId, at, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !subscriberId || !at || !signature || !UUID.test(subscriberId) || !/^[0-9a-z]{1,12}$/.test(at)) return undefined;
  if (!signedBySite(CONFIRMATION, `${subscriberId}:${at}`, signature)) return undefined;
  return { subscriberId, sentAt: new Date(Number.parseInt(at, 36)) };
}

export const subscriptionToken = (subscriberId: string): string => `${subscriberId}.${siteSignature(SUBSCRIPTION, subscriberId)}`;

/** The subscriber a subscription token names, if the site signed it; undefined for anything else. */
export function readSubscriptionToken(token: string): string | undefined {
  const [subscriberId, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !subscriberId || !signature || !UUID.test(subscriberId)) return undefined;
  return signedBySite(SUBSCRIPTION, subscriberId, signature) ? subscriberId : undefined;
}

/** Where a confirmation mail leads, in the language asked for. */
export const confirmationLink = (siteUrl: string, subscriber: { id: string; locale: string }, sentAt: Date): string =>
  `${siteUrl}${localizedPath("/newsletter/confirm", savedLocale(subscriber.locale))}?t=${confirmationToken(subscriber.id, sentAt)}`;

/**
 * The page to change lists or leave, in the subscriber's language: every newsletter's
 * List-Unsubscribe names it, and a POST to it of `List-Unsubscribe=One-Click` leaves at once.
 */
export const subscriptionLink = (siteUrl: string, subscriber: { id: string; locale: string }): string =>
  `${siteUrl}${localizedPath("/newsletter/subscription", savedLocale(subscriber.locale))}?t=${subscriptionToken(subscriber.id)}`;
