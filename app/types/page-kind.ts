/**
 * What a page is for its visitors (decision 24):
 * - "shared": the same for everyone, kept by the page cache; a signed-in visitor gets the
 *   cached page with their account corner put in by the server. Its loaders never read the
 *   session (the session middleware refuses them).
 * - "personal": rendered for each visitor and never stored: the sign-in pages, the account,
 *   the staff pages, the contact form (a new form id each time).
 */
export type PageKind = "shared" | "personal";
