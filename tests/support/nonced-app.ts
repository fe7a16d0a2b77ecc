import compression from "compression";
import express from "express";
import { factsOf, giveRequestFacts } from "../../server/http/request-facts";

/**
 * The front of the site's Express app as the page caches see it, for their tests: compression,
 * each request's facts, and a nonce per response (`nonceOf`, the n-th render's) with the policy
 * that names it. A test adds its capture and its stand-in pages after.
 */
export function noncedApp(nonceOf: () => string): express.Express {
  const app = express();
  app.use(compression());
  app.use(giveRequestFacts);
  app.use((req, res, next) => {
    const facts = factsOf(req);
    facts.nonce = nonceOf();
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${facts.nonce}' 'strict-dynamic'`);
    next();
  });
  return app;
}
