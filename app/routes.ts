import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { localizedRouteId, routePrefixes } from "./i18n/route-prefixes";

/**
 * The pages, once for each language: English at the root, German under /de/ with the same
 * addresses after it (decision 48). The German copy of a route is its module again under its
 * own id; the page reads its language from the address.
 */
function pages(prefix: string): RouteConfigEntry[] {
  const at = (path: string) => [prefix, path].filter(Boolean).join("/");
  const id = (file: string) => (prefix ? { id: localizedRouteId(prefix, file) } : {});
  const page = (path: string, file: string, children?: RouteConfigEntry[]) => route(at(path), file, id(file), children);
  // The staff pages' children: their paths are relative to /admin (or /de/admin).
  const child = (path: string, file: string) => route(path, file, id(file));
  return [
    prefix ? page("", "routes/home.tsx") : index("routes/home.tsx"),
    page("projects", "routes/projects.tsx"),
    page("projects/:slug", "routes/project.tsx"),
    page("services", "routes/services.tsx"),
    page("services/:slug", "routes/service.tsx"),
    page("courses", "routes/courses.tsx"),
    page("courses/:slug", "routes/course.tsx"),
    page("courses/:slug/book/:cohortId", "routes/course-booking.tsx"),
    page("courses/:slug/book/:cohortId/team", "routes/course-team-order.tsx"),
    page("courses/:slug/dates", "routes/course-dates.tsx"),
    page("about-us", "routes/about-us.tsx"),
    page("blog", "routes/blog.tsx"),
    page("blog/rss.xml", "routes/blog-rss.ts"),
    page("blog/:slug", "routes/blog-post.tsx"),
    page("newsletter", "routes/newsletter.tsx"),
    page("newsletter/subscribe", "routes/newsletter.subscribe.tsx"),
    page("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    page("newsletter/subscription", "routes/newsletter.subscription.tsx"),
    page("newsletter/:slug", "routes/newsletter-issue.tsx"),
    page("faq", "routes/faq.tsx"),
    page("search", "routes/search.tsx"),
    page("contact", "routes/contact.tsx"),
    page("privacy", "routes/privacy.tsx"),
    page("legal-notice", "routes/legal-notice.tsx"),
    page("terms", "routes/terms.tsx"),
    page("withdrawal", "routes/withdrawal.tsx"),
    page("login", "routes/login.tsx"),
    page("register", "routes/register.tsx"),
    page("forgot-password", "routes/forgot-password.tsx"),
    page("account", "routes/account.tsx"),
    page("account/deleted", "routes/account-deleted.tsx"),
    // Where the identity provider's emails lead; its link names the mail's language (`lang`).
    page("account/action", "routes/account.action.tsx"),
    page("account/bookings/:reference", "routes/account.booking.tsx"),
    page("account/bookings/:reference/cancel", "routes/account.booking-cancel.tsx"),
    page("account/bookings/:reference/withdraw", "routes/account.booking-withdraw.tsx"),
    page("account/team-orders/:reference", "routes/account.team-order.tsx"),
    page("account/claim/:token", "routes/account.claim.tsx"),
    page("account/invitation/:token", "routes/account.invitation.tsx"),
    page("admin", "routes/admin.tsx", [
      prefix ? route("", "routes/admin.leads.tsx", { index: true, ...id("routes/admin.leads.tsx") }) : index("routes/admin.leads.tsx"),
      child("leads/:id", "routes/admin.lead.tsx"),
      // The downloads are children too: the staff check (admin.tsx's middleware) guards them.
      child("leads.csv", "routes/admin.leads-csv.ts"),
      child("cohorts/:id/roster.csv", "routes/admin.cohort-roster-csv.ts"),
      child("invoices.csv", "routes/admin.invoices-csv.ts"),
      child("invoices/:number", "routes/admin.invoice-pdf.ts"),
      child("vouchers.csv", "routes/admin.vouchers-csv.ts"),
      child("newsletters/subscribers.csv", "routes/admin.newsletter-subscribers-csv.ts"),
      child("backups/:name", "routes/admin.backup-download.ts"),
      child("site-speed", "routes/admin.site-speed.tsx"),
      child("people", "routes/admin.people.tsx"),
      child("to-do", "routes/admin.to-do.tsx"),
      child("invoices", "routes/admin.invoices.tsx"),
      child("vouchers", "routes/admin.vouchers.tsx"),
      child("newsletters", "routes/admin.newsletters.tsx"),
      child("newsletters/subscribers", "routes/admin.newsletter-subscribers.tsx"),
      child("newsletters/:id", "routes/admin.newsletter.tsx"),
      child("backups", "routes/admin.backups.tsx"),
      child("cohorts", "routes/admin.cohorts.tsx"),
      child("cohorts/new", "routes/admin.cohort-new.tsx"),
      child("cohorts/:id", "routes/admin.cohort.tsx"),
      child("content", "routes/admin.content.tsx"),
      child("content/new", "routes/admin.content-new.tsx"),
      child("content/:id", "routes/admin.content-document.tsx"),
      child("content/:id/edit", "routes/admin.content-edit.tsx"),
      child("content/:id/autosave", "routes/admin.content-autosave.ts"),
      child("content/:id/compare", "routes/admin.content-compare.tsx"),
      child("content/:id/languages", "routes/admin.content-languages.tsx"),
    ]),
    // A draft on its public page, in the site's frame rather than the staff pages' (staffOnly all the same).
    page("admin/content/:id/preview", "routes/admin.content-preview.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  ...routePrefixes.flatMap(pages),
  // Addresses that are no page in any language: files, feeds for machines, the account's and
  // the sign-in's requests.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("account/photo", "routes/account.photo.ts"),
  route("photos/:file", "routes/photos.ts"),
  route("content-images/:file", "routes/content-images.ts"),
  route("share-images/:focus/*", "routes/share-images.ts"),
  route("account/bookings/:reference/calendar.ics", "routes/account.booking-calendar.ts"),
  route("account/bookings/:reference/invoices/:number", "routes/account.booking-invoice.ts"),
  route("account/team-orders/:reference/invoices/:number", "routes/account.team-order-invoice.ts"),
  route("auth/account", "routes/auth.account.ts"),
  route("auth/session", "routes/auth.session.ts"),
  route("auth/logout", "routes/auth.logout.ts"),
  route("auth/sessions", "routes/auth.sessions.ts"),
  route("auth/sign-in-methods", "routes/auth.sign-in-methods.ts"),
  route("auth/code-attempts", "routes/auth.code-attempts.ts"),
  route("auth/password-check", "routes/auth.password-check.ts"),
  route("auth/passkeys/options", "routes/auth.passkeys-options.ts"),
  route("auth/passkeys", "routes/auth.passkeys.ts"),
  route("auth/passkey-sign-in/options", "routes/auth.passkey-sign-in-options.ts"),
  route("auth/passkey-sign-in", "routes/auth.passkey-sign-in.ts"),
  route("api/vitals", "routes/api.vitals.ts"),
  route("webhooks/stripe", "routes/webhooks.stripe.ts"),
  route("error-drill", "routes/error-drill.tsx"),
  // The German names of the legal pages, which lead to their addresses (issue 65).
  ...["impressum", "agb", "widerruf"].map((name) => route(`de/${name}`, "routes/german-legal-addresses.ts", { id: `de-legal-${name}` })),
] satisfies RouteConfig;
