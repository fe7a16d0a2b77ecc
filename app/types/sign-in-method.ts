/** A way into an account the site offers, named by the identity provider's provider id. */
export type SignInMethod = "password" | "google.com";
