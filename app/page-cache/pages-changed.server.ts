/**
 * "These pages changed": said by whatever changes what a shared page shows (the content studio's
 * publishes, content-on-pages.server.ts), heard by the web server's page cache, which forgets
 * them. In this process only: telling the other instances is the job of whoever announces
 * (through Redis).
 */
type Listener = (paths: readonly string[]) => void;

const listeners = new Set<Listener>();

/** Tells every listener that the pages at these addresses (paths, such as /courses) changed. */
export function announcePagesChanged(paths: readonly string[]): void {
  if (paths.length === 0) return;
  for (const listener of listeners) listener(paths);
}

/** Calls `listener` with the addresses of pages that changed, until the returned function is called. */
export function onPagesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
