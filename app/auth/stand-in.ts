import type { AccountUser } from "~/types/account-user";

/**
 * A page made for a signed-in visitor differs from one made for another only where it shows
 * them. The server renders such a page for two stand-ins, keeps it when the two differ in
 * nothing else, and makes each visitor's copy from it (decision 15). A stand-in has the same
 * details present as the visitor (their shape), and placeholders of letters and digits where
 * the visitor has text: such text reads the same in HTML, in JSON and inside a script.
 */

/** The header that asks the server for a page made for a stand-in; its value names which. */
export const STAND_IN_HEADER = "x-brightline-stand-in";

/** Set on a page made for a stand-in when it read the visitor beyond the bar (or asked for a fresh check): never made from a template. */
export const PERSONAL_PAGE_HEADER = "x-brightline-personal";

export type StandInVariant = "a" | "b";

/** Which details a person has (email, name, photo) and whether their email is verified: "1101". */
export function accountShape(user: AccountUser): string {
  const present = [user.email, user.displayName, user.photoURL].map((value) => (value === null ? "0" : "1"));
  return [...present, user.emailVerified ? "1" : "0"].join("");
}

export const ACCOUNT_SHAPE = /^[01]{4}$/;

/** The stand-in's placeholder for each detail: each begins with the variant, so even initials differ. */
export function standInTokens(variant: StandInVariant, key: string) {
  return {
    uid: `${variant}${key}uid`,
    email: `${variant}${key}email`,
    displayName: `${variant}${key}name`,
    photoURL: `${variant}${key}photo`,
  };
}

/** A stand-in of this shape: placeholders for the details the shape has, none for the others. */
export function standInUser(shape: string, variant: StandInVariant, key: string): AccountUser {
  const tokens = standInTokens(variant, key);
  return {
    uid: tokens.uid,
    email: shape[0] === "1" ? tokens.email : null,
    displayName: shape[1] === "1" ? tokens.displayName : null,
    photoURL: shape[2] === "1" ? tokens.photoURL : null,
    emailVerified: shape[3] === "1",
  };
}
