import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A small stand-in for the few Stripe endpoints the site calls (decision 47), on loopback, for the
 * real `stripe` package to talk to through its host, port and protocol options: create, retrieve
 * and expire a Checkout Session, and create a refund. It honours idempotency keys as Stripe does
 * (the same key gives the same answer; the same key with other parameters is refused), keeps
 * every request for a test to read, and signs events with the package's own test signer.
 *
 * It also serves a bare payment page at each session's `url`: a form whose Pay button marks the
 * session paid, posts the signed event to the site's webhook, and sends the browser to the
 * session's success address; its Back link goes to the cancel address, as Checkout's does.
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  expires_at: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  created: number;
  params: Record<string, string>;
};

export type FakeRefund = { id: string; object: "refund"; amount: number; payment_intent: string; status: "succeeded"; created: number };

export type StripeFake = {
  origin: string;
  /** Settings for the site: its keys, and STRIPE_API_URL pointing here. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_URL: string };
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Every request the site made: method, path, and the Idempotency-Key it sent. */
  requests: { method: string; path: string; idempotencyKey?: string }[];
  /** Answers the next `count` API requests (to `path` only, when given) with a 500, as an outage would. */
  failNext(count: number, path?: string): void;
  /** Runs `happen` once, just before the next request to `path` is answered: what happened at Stripe meanwhile. */
  beforeNext(path: string, happen: () => void): void;
  /** The learner paid: the session completes, with a card ending `last4`. */
  pay(sessionId: string, last4?: string): FakeSession;
  /** Stripe closed the session unpaid. */
  expire(sessionId: string): FakeSession;
  /** A signed delivery of an event about the session, as Stripe would post it to the webhook. */
  event(
    type: string,
    sessionId: string,
    options?: { id?: string; timestamp?: number; secret?: string },
  ): { id: string; body: string; signature: string };
  /** Where the payment page's Pay button posts its event. */
  setWebhook(url: string): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

const apiError = (res: ServerResponse, status: number, message: string, type = "invalid_request_error") =>
  send(res, status, { error: { type, message } });

/** The session as the API sends it: the payment intent expanded, with its card, when `expand` asks. */
function asSent(session: FakeSession, expand: string[], last4: Map<string, string>) {
  const { params: _params, ...sent } = session;
  if (!expand.includes("payment_intent.latest_charge") || !session.payment_intent) return sent;
  return {
    ...sent,
    payment_intent: {
      id: session.payment_intent,
      object: "payment_intent",
      latest_charge: {
        id: session.payment_intent.replace("pi_", "ch_"),
        object: "charge",
        payment_method_details: { type: "card", card: { brand: "visa", last4: last4.get(session.id) ?? "4242" } },
      },
    },
  };
}

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(24).toString("base64url")}`;
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const requests: StripeFake["requests"] = [];
  const answered = new Map<string, { params: string; status: number; body: unknown }>();
  const last4 = new Map<string, string>();
  let failures: { count: number; path?: string } = { count: 0 };
  const meanwhile = new Map<string, () => void>();
  let webhook: string | undefined;
  let origin = "";

  const fake: StripeFake = {
    origin: "",
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: "" },
    sessions,
    refunds,
    requests,
    failNext(count, path) {
      failures = { count, path };
    },
    beforeNext(path, happen) {
      meanwhile.set(path, happen);
    },
    pay(sessionId, card = "4242") {
      const session = sessions.get(sessionId);
      if (!session || session.status !== "open") throw new Error(`Session ${sessionId} is not open.`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi"), url: null });
      last4.set(sessionId, card);
      return session;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== "open") throw new Error(`Session ${sessionId} is not open.`);
      Object.assign(session, { status: "expired", url: null });
      return session;
    },
    event(type, sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}.`);
      const eventId = options.id ?? id("evt");
      const body = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: asSent(session, [], last4) },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { id: eventId, body, signature };
    },
    setWebhook(url) {
      webhook = url;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const raw = req.method === "GET" ? url.search.slice(1) : await bodyOf(req);
    const form = new URLSearchParams(raw);
    const params = Object.fromEntries(form);
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method!, path: url.pathname, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return apiError(res, 401, "Invalid API Key provided.", "authentication_error");
    const happen = meanwhile.get(url.pathname);
    meanwhile.delete(url.pathname);
    happen?.();
    if (failures.count > 0 && (!failures.path || failures.path === url.pathname)) {
      failures.count--;
      return apiError(res, 500, "An unexpected error occurred.", "api_error");
    }
    if (key && req.method === "POST") {
      const earlier = answered.get(key);
      if (earlier && earlier.params !== raw)
        return apiError(
          res,
          400,
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          "idempotency_error",
        );
      if (earlier) return send(res, earlier.status, earlier.body);
    }
    const answer = route(req.method!, url.pathname, params, form.getAll("expand[]").concat(form.getAll("expand[0]")));
    if (key && req.method === "POST" && answer.status < 500) answered.set(key, { params: raw, ...answer });
    send(res, answer.status, answer.body);
  }

  function route(method: string, path: string, params: Record<string, string>, expand: string[]): { status: number; body: unknown } {
    const missing = (what: string) => ({ status: 404, body: { error: { type: "invalid_request_error", message: `No such ${what}` } } });
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const expiresAt = Number(params.expires_at);
      const now = Math.floor(Date.now() / 1000);
      if (expiresAt && (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600))
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "expires_at must be 30 minutes to 24 hours away" } },
        };
      const sessionId = id("cs");
      const session: FakeSession = {
        id: sessionId,
        object: "checkout.session",
        url: `${origin}/pay/${sessionId}`,
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(params["line_items[0][price_data][unit_amount]"]) * Number(params["line_items[0][quantity]"] ?? 1),
        currency: params["line_items[0][price_data][currency]"] ?? "gbp",
        expires_at: expiresAt || now + 24 * 3600,
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([name]) => name.startsWith("metadata["))
            .map(([name, value]) => [name.slice(9, -1), value]),
        ),
        success_url: params.success_url ?? "",
        cancel_url: params.cancel_url ?? "",
        payment_intent: null,
        created: now,
        params,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: asSent(session, expand, last4) };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return missing("checkout.session");
      if (method === "GET" && !sessionPath[2]) return { status: 200, body: asSent(session, expand, last4) };
      if (method === "POST" && sessionPath[2]) {
        if (session.status !== "open")
          return { status: 400, body: { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } } };
        Object.assign(session, { status: "expired", url: null });
        return { status: 200, body: asSent(session, expand, last4) };
      }
    }
    if (method === "GET" && path === "/v1/refunds") {
      const made = refunds.filter((refund) => refund.payment_intent === params.payment_intent).reverse();
      return { status: 200, body: { object: "list", data: made, has_more: false, url: "/v1/refunds" } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const paid = [...sessions.values()].find((session) => session.payment_intent === params.payment_intent);
      if (!paid) return missing("payment_intent");
      const refunded = refunds
        .filter((refund) => refund.payment_intent === paid.payment_intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(params.amount ?? paid.amount_total - refunded);
      if (amount < 1 || refunded + amount > paid.amount_total)
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "Refund is greater than the unrefunded amount." } },
        };
      const refund: FakeRefund = {
        id: id("re"),
        object: "refund",
        amount,
        payment_intent: paid.payment_intent!,
        status: "succeeded",
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return missing(`route ${method} ${path}`);
  }

  /** The bare payment page: Pay posts the event and returns to the site; Back cancels. */
  async function paymentPage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") {
      res
        .writeHead(410, { "Content-Type": "text/html; charset=utf-8" })
        .end("<!doctype html><title>Expired</title><p>This payment page has expired.</p>");
      return;
    }
    if (req.method === "POST") {
      await bodyOf(req);
      fake.pay(sessionId);
      if (webhook) {
        const delivery = fake.event("checkout.session.completed", sessionId);
        await fetch(webhook, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
          body: delivery.body,
        }).catch(() => undefined);
      }
      res.writeHead(303, { Location: session.success_url }).end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><title>Pay</title><main><h1>Test payment</h1><p>Amount: ${session.currency.toUpperCase()} ${amount}</p>` +
          `<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`,
      );
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    const answer = page ? paymentPage(req, res, page[1]!) : api(req, res, url);
    answer.catch((error: unknown) => apiError(res, 500, String(error), "api_error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.origin = origin;
  fake.env.STRIPE_API_URL = `${origin}/`;
  return fake;
}
