/** A route's handle says whether its page loads the sign-in SDK: only pages that act on the account do. */
export type AuthHandle = { loadsAuthSdk: true };

export function loadsAuthSdk(handle: unknown): boolean {
  return (handle as Partial<AuthHandle> | undefined)?.loadsAuthSdk === true;
}
