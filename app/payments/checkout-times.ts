export const MINUTE = 60_000;

/**
 * Stripe's page closes this long before the hold ends: a payment made at its last moment has
 * five minutes for its event to arrive before the seat is released.
 */
export const SESSION_ENDS_BEFORE_HOLD = 5 * MINUTE;

/** The shortest a Checkout Session may stay open, by Stripe's rule (30 minutes), and a minute for the clocks. */
export const SHORTEST_SESSION = 31 * MINUTE;

/**
 * A payment page still open is offered again while it has at least this long left: enough to
 * type a card's details and pass 3-D Secure. One with less is closed at Stripe, and a new one
 * made, once Stripe says it was not paid.
 */
export const LEAST_TIME_TO_PAY = 10 * MINUTE;
