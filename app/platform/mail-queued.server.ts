/**
 * Who wants to know that a lead or a booking just queued mail: the mail sender, while it runs,
 * so that the mail goes now rather than at its next look at the outbox. The sender listens here,
 * rather than leads and bookings calling it, so that imports go one way: mail reads leads and
 * bookings, which know nothing of mail.
 */
const listeners = new Set<() => void>();

/** Calls `listener` each time a lead or a booking queues mail, until the returned function is called. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function mailQueued(): void {
  for (const listener of listeners) listener();
}
