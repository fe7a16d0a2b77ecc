import type { IncomingMessage } from "node:http";

/** What the front found for a personal page it had no kept copy of: where to keep the render, and under what. */
export type PersonalCapture = {
  key: string;
  keptUnder: string;
  maxAgeMs: number;
  /** Ends the render for those waiting on it (PersonalPages.begin): once the page is kept, or will not be. */
  end: () => void;
  /** Set by the capture when it takes the request on: from then on it ends the render. */
  taken?: true;
};

const captures = new WeakMap<IncomingMessage, PersonalCapture>();

/** Marks a request the front let through to the app: its page is kept, if it may be, once rendered. */
export function capturePersonalPage(req: IncomingMessage, capture: PersonalCapture): void {
  captures.set(req, capture);
}

/** What the front marked this request with, if anything. */
export function personalCaptureOf(req: IncomingMessage): PersonalCapture | undefined {
  return captures.get(req);
}
