import { createHash } from 'node:crypto';

/** A stable UUID for a seed key, so that re-running the seed finds the same rows. */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(`facilitatorhub-seed:${key}`).digest('hex');
  // Shape it as a version-4-looking UUID (variant bits set) so it is valid everywhere.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
