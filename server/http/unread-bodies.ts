import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import typeIs from "type-is";

/**
 * An answer sent before its request's body was read whole (a staff form refused before it is
 * parsed, a visitor sent to sign in) closes its connection. Node reads and drops the rest after
 * the answer, but nginx, seeing the answer first, may send the next visitor's request down the
 * same connection while the rest still arrives: that visitor got a 502 (seen behind nginx after
 * a 300 KB form refused unread). Only such answers close: an action reads its form first.
 */
export const closeAfterUnreadBody: RequestHandler = (req, res, next) => {
  if (typeIs.hasBody(req)) {
    onHeaders(res, () => {
      if (!req.complete) res.setHeader("Connection", "close");
    });
  }
  next();
};
