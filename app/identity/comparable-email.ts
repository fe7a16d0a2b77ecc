/**
 * An address as the identity provider compares it: trimmed, its ASCII letters in lower case.
 * Only ASCII: JavaScript's full lowercasing maps some letters (the Kelvin sign, a dotted I) to
 * plain ones, so two different addresses would compare equal.
 */
export const comparableEmail = (email: string) => email.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
