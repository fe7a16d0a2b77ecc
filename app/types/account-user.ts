/** What the interface knows about a signed-in person; the accounts feature supplies it. */
export type AccountUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
};
