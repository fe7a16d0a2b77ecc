/** The pages where a visitor logs in, registers or resets a password. */
export type AuthPagePath = "/login" | "/register" | "/forgot-password";

/**
 * A link to a sign-in page that keeps where the visitor was going, so moving between the
 * sign-in pages never loses it. "/" is where everyone goes anyway: it is left out.
 */
export function authPageLink(path: AuthPagePath, redirectTo: string): string {
  return redirectTo === "/" ? path : `${path}?${new URLSearchParams({ redirectTo })}`;
}
