// @ts-check
/**
 * The flags Node starts the site with: `npm start` (package.json), the browser tests' server and
 * every instance the tests and the benchmark start. Flags that size V8's heap are read once, as
 * the process begins: `v8.setFlagsFromString` in start.mjs is too late for them.
 *
 * V8 lets the young generation (where every request's short-lived objects go) grow to twice its
 * semi-space: 32 MB on Node 20, and on Node 24 on a machine with plenty of memory 128 MB, most of
 * it held once a load has passed. A 4 MB semi-space keeps it at 8 MB: the site's requests leave
 * little alive, so collecting it more often costs little (docs/performance.md, "Memory").
 */
export const SITE_NODE_FLAGS = ["--max-semi-space-size=4"];

/** The command that starts the site as `npm start` does. */
export const SITE_START_COMMAND = ["node", ...SITE_NODE_FLAGS, "scripts/start.mjs"].join(" ");
