/** A route's handle says whether it needs the sign-in code at once, not when the browser is idle. */
export type AuthHandle = { auth?: "eager" };

export function wantsAuthNow(handle: unknown): boolean {
  return (handle as AuthHandle | undefined)?.auth === "eager";
}
