// @ts-check
// Which Node versions still get security fixes, for the one-line warning `npm start` prints on
// one that does not. Dates from https://nodejs.org/en/about/previous-releases (end of life).
// Plain JavaScript: it runs before anything is built.

/** End of life of each even (LTS) major version, as an ISO date. */
export const endOfLife = /** @type {const} */ ({
  18: "2025-04-30",
  20: "2026-04-30",
  22: "2027-04-30",
  24: "2028-04-30",
  26: "2029-04-30",
});

/** The version this project is tested on and recommends (package.json `engines`, the README's Run it). */
export const supportedMajor = 24;

/**
 * One line to print when `version` (as in `process.versions.node`) is past its end of life on
 * `today`, or is an odd, short-lived release; null when it is fine.
 * @param {string} version
 * @param {Date} today
 * @returns {string | null}
 */
export function nodeSupportWarning(version, today) {
  const major = Number(version.split(".")[0]);
  const ends = /** @type {Record<number, string>} */ (endOfLife)[major];
  const advice = `use Node ${supportedMajor} LTS (README, Run it)`;
  const oldest = Math.min(...Object.keys(endOfLife).map(Number));
  if (major < oldest) {
    return `Warning: Node ${version} reached its end of life long ago and gets no security fixes; ${advice}.`;
  }
  if (ends === undefined) {
    if (major > supportedMajor && major % 2 === 0) return null;
    return `Warning: Node ${version} is not a long-term support release and this site is not tested on it; ${advice}.`;
  }
  if (today.getTime() < Date.parse(`${ends}T00:00:00Z`)) return null;
  return `Warning: Node ${version} reached its end of life on ${ends} and gets no security fixes; ${advice}.`;
}
