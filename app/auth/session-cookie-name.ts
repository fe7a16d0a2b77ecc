/**
 * The session cookie's name. `__session` is the one cookie name Firebase Hosting passes
 * through to a server. Apart from the cookie itself, which reads the settings as it loads:
 * the server's page cache needs the name before any setting is checked.
 */
export const SESSION_COOKIE_NAME = "__session";
