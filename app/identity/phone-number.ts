import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { readersRegion } from "~/i18n/readers";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A mobile number as people write it: with a country code ("+44 7700 900-123"), or as the page's
 * readers dial at home ("07700 900123" on an English page, "0151 23456789" on a German one),
 * kept as the identity provider wants it: "+447700900123"; or the words that say how to write one.
 * Its own module, fetched when a phone form is checked: the library, the words and the readers'
 * country stay out of the scripts of the sign-in pages, which share the forms' checks.
 */
export function readPhoneNumber(written: string): { number: string } | { refusal: string } {
  const phone = written.length <= 40 ? parsePhoneNumberFromString(written, readersRegion() as CountryCode) : undefined;
  return phone?.isPossible() ? { number: phone.number } : { refusal: m.form_phone() };
}
