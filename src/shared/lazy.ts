/**
 * A value made on its first use and kept: for Intl formatters at a module's top level. Building one
 * costs milliseconds (the first of a kind loads its locale data), which the module's evaluation would
 * otherwise pay whether or not anything is formatted; in the browser, inside the task that loads the
 * page's scripts.
 */
export function lazy<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
