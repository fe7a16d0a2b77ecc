/** A cohort's price columns: its own price and its early price, in whole units; null where it has none. */
export type CohortPriceColumns = { price: number | null; earlyPrice: number | null; earlyPriceUntil: string | null };

/** A seat's price on a day, in whole units: the early price while it lasts, else the cohort's or the course's. */
export type PriceOfTheDay = {
  price: number;
  /** The price once the early price has ended, or without one. */
  regularPrice: number;
  /** The last day of the early price (inclusive, on the studio's clock), while `price` is it. */
  earlyUntil?: string;
};

/**
 * What a seat on a cohort costs when booked on `today` (an ISO day on the studio's clock): the
 * cohort's early price up to and including its last day, then the cohort's own price or the
 * course's (issue 66). The one place that decides it: the course page, the booking step and the
 * booking itself all ask here.
 */
export function priceOfTheDay(cohort: CohortPriceColumns, coursePrice: number, today: string): PriceOfTheDay {
  const regularPrice = cohort.price ?? coursePrice;
  if (
    cohort.earlyPrice !== null &&
    cohort.earlyPriceUntil !== null &&
    today <= cohort.earlyPriceUntil &&
    cohort.earlyPrice < regularPrice
  ) {
    return { price: cohort.earlyPrice, regularPrice, earlyUntil: cohort.earlyPriceUntil };
  }
  return { price: regularPrice, regularPrice };
}
