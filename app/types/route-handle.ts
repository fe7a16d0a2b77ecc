/**
 * What a page is for its visitors (decision 24):
 * - "shared": the same for everyone, kept by the page cache; a signed-in visitor gets the
 *   cached page with their account corner put in by the server. Its loaders never read the
 *   session (the session middleware refuses them).
 * - "personal": rendered for each visitor and kept for no one else (a route may keep it for
 *   its session: `keptForSession`, decision 40): the sign-in pages, the account, the staff
 *   pages, the contact form (a new form id each time).
 */
export type PageKind = "shared" | "personal";

/**
 * What a route module's `handle` may say, read by the server's request gate and page cache
 * (app/door/page-routes.server.ts) and by the root layout. A parent's page declaration covers
 * its child routes. Every route's `handle` satisfies it.
 */
export type RouteHandle = {
  /** What the page is for its visitors (decision 24). */
  page?: PageKind;
  /**
   * The query parameters a shared page reads (`/projects?service=`, `/blog?page=`). Any other
   * is taken out of the address before the page is rendered or looked up in the page cache,
   * so `/?x=<random>` is `/` (app/page-cache/shared-page-key.ts).
   */
  query?: readonly string[];
  /**
   * A shared page whose addresses anyone can make up by the thousand (search's `?q=`): kept in a
   * small part of the page cache of its own, so a flood of them pushes out only each other,
   * never the site's pages (decision 71).
   */
  keptApart?: true;
  /**
   * The page shows the newsletter's form in its own body (the blog, a post): the footer leaves
   * its copy out, so the page has one form to subscribe with, not two (issue 68).
   */
  subscribes?: true;
  /**
   * The page loads React and hydrates: for pages that need it in the browser (the sign-in
   * forms, the account page, the staff pages). Every other page is HTML and CSS only. Only a
   * personal page may hydrate: a shared page's data says nobody is signed in.
   */
  hydrate?: true;
  /**
   * A personal page that may be sent again to the same session, as it was rendered, for up to
   * this many seconds while nothing it shows has changed (decision 40): no write to the
   * database, no change to the account. What it shows of the clock may lag by as much.
   */
  keptForSession?: number;
  /** The methods its action answers; POST when it does not say. */
  actionMethods?: readonly string[];
  /** Whether its action reads JSON as well as forms. */
  acceptsJson?: boolean;
  /** The largest JSON body its action takes, where one may be longer than the 16 KB every other takes (Stripe's events). */
  jsonLimit?: number;
  /** The largest multipart body its action takes, for an upload (a profile photo); forms' limit otherwise. */
  uploadLimit?: number;
  /** The largest form its action takes, where a form may be longer than the 64 KB every other takes (a post's Markdown). */
  formLimit?: number;
};
