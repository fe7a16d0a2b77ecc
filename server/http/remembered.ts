/** Keys longer than this are read every time: a flood of long made-up ones would otherwise hold megabytes. */
const LONGEST_KEY = 256;

/**
 * `read`, remembering what it answered for the last few hundred keys. For values a request reads
 * from its headers or address, where nearly every request brings one of a handful: made-up keys
 * cannot grow it, as past its size it starts again.
 */
export function remembered<V>(read: (key: string) => V, atMost = 256): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (key.length > LONGEST_KEY) return read(key);
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= atMost) known.clear();
      value = read(key);
      known.set(key, value);
    }
    return value as V;
  };
}
