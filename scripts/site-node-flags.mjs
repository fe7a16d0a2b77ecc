// @ts-check
/**
 * The flags Node starts the site with: `npm start` (package.json), the browser tests' server and
 * every instance the tests and the benchmark start. Flags that size V8's heap are read once, as
 * the process begins: `v8.setFlagsFromString` in start.mjs is too late for them.
 *
 * V8 lets the young generation (where every request's short-lived objects go) grow to twice its
 * semi-space: 32 MB on Node 20, and on Node 24 on a machine with plenty of memory 128 MB, most of
 * it held once a load has passed. A 4 MB semi-space keeps it at 8 MB: the site's requests leave
 * little alive, so collecting it more often costs little (docs/performance/log.md, "Anonymous `/`, p99 and memory").
 */
export const SITE_NODE_FLAGS = ["--max-semi-space-size=4"];

/**
 * How glibc's malloc serves the site, for the memory sharp and libvips take while an uploaded
 * image is made (issue 61). glibc reads these once, as the process begins, so they are given in
 * its environment, as the flags above are on its command line (other C libraries ignore them).
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives threads that allocate at once arenas of their own, up to 8
 *   a core, and keeps what each has held. libvips, libaom's encoder threads and libuv's four all
 *   allocate; sharp's own documentation suggests a low maximum.
 * - `MALLOC_MMAP_THRESHOLD_=1048576`: a block of 1 MB or more is mapped on its own and given back
 *   to the system when freed. glibc's threshold otherwise rises to the largest block freed (up to
 *   32 MB), after which an image's buffers come from the heap and stay there once it is made: 20
 *   uploads left the site at 460 MB where it started at 155. The pages' compression allocates
 *   less than 1 MB at a time, so serving them maps nothing new.
 */
export const SITE_ENVIRONMENT = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576" };

/** The command that starts the site as `npm start` does. */
export const SITE_START_COMMAND = [
  ...Object.entries(SITE_ENVIRONMENT).map(([name, value]) => `${name}=${value}`),
  "node",
  ...SITE_NODE_FLAGS,
  "scripts/start.mjs",
].join(" ");
