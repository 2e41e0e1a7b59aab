/**
 * The bench loaders' column expressions: every generated value is drawn from a word pool by a seeded hash of
 * the row number `i` of the loader's generate_series, so a load is repeatable and each column independent.
 */

/** A SQL text array literal of `values`. */
export const arr = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/**
 * A pseudo-random but repeatable index in [0, n) for row i: every column draws with its own seed, so that
 * columns are independent (a search word says nothing about the remote type or the focus area, as in real data).
 */
export const draw = (seed: number, n: number) =>
  `((hashint8extended(i::bigint, ${seed}) % ${n} + ${n}) % ${n})`;
/** One of `values` for row i. */
export const pick = (values: readonly string[], seed: number) =>
  `(${arr(values)})[1 + ${draw(seed, values.length)}]`;
/** True for about `percent` % of the rows. */
export const chance = (seed: number, percent: number) => `${draw(seed, 100)} < ${percent}`;
