/**
 * The secret the tests' own servers sign the contact form's ids with (playwright.config.ts and
 * startSiteInstance set FORM_SECRETS to it), so that a test can send a form made a minute ago,
 * past the spam check's minimum, without waiting. Never a production secret.
 */
export const TEST_FORM_SECRET = "brightline-test-form-secret-never-for-production";
