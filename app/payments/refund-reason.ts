/** The longest reason a staff refund records in the cohort's history, and the form takes. */
export const REFUND_REASON_MAX = 300;
