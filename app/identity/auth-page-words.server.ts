import { m } from "~/i18n/paraglide/messages.js";
import { withMarks } from "~/i18n/rich-text";
// The scripts-off notice's stylesheet (scripts-off-notice.tsx): its address comes with the words, so the page's script need not carry it.
import scriptsOffStyles from "./scripts-off.css?url";

/**
 * The words of a sign-in page that never change once it is in the browser (its heading, where
 * else to go, the privacy line, the notice for scripts that are off, the fields' hints). The
 * server says them in the page's language with the loader's data, so the page's script carries
 * neither language's copy of them: what it does carry are the words it changes as it works
 * (busy labels, errors), as messages.
 */
export type AuthPageWords = {
  /** The small label above the heading. */
  label: string;
  heading: string;
  /** "New here?" and the link after it. */
  prompt: string;
  elsewhere: string;
  /** The privacy line, with a mark where its link goes (`richText`). */
  privacy: string;
  privacyLink: string;
};

function pageWords(heading: string, prompt: string, elsewhere: string): AuthPageWords {
  return {
    label: m.account_yours(),
    heading,
    prompt,
    elsewhere,
    privacy: withMarks(m.auth_privacy, ["link"]),
    privacyLink: m.auth_privacy_link(),
  };
}

export const loginWords = () => ({
  ...pageWords(m.auth_login_heading(), m.auth_login_prompt(), m.auth_register_heading()),
  scriptsOff: m.auth_login_scripts_off(),
  scriptsOffStyles,
  password: m.auth_password(),
  forgotLink: m.auth_forgot_link(),
});

export const registerWords = () => ({
  ...pageWords(m.auth_register_heading(), m.auth_register_prompt(), m.auth_login_heading()),
  scriptsOff: m.auth_register_scripts_off(),
  scriptsOffStyles,
  password: m.auth_password(),
  passwordHint: m.auth_new_password_hint(),
  photoHint: m.auth_photo_hint(),
});

export const forgotPasswordWords = () => pageWords(m.auth_forgot_title(), m.auth_forgot_prompt(), m.auth_login_heading());
