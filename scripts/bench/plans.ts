/**
 * The sequential scans of `table` in an EXPLAIN plan that nothing stops early. The directory's capped count
 * (`DIRECTORY_COUNT_LIMIT + 1` rows, see facilitator-profiles.repo.ts) reads the table in order until it has
 * enough matches: a scan whose nearest parent node is a Limit is bounded by it, and allowed.
 */
export function unboundedScans(plan: string, table: string): number {
  const lines = plan.split('\n');
  const depth = (line: string) => line.search(/\S/);
  return lines.filter((line, index) => {
    if (!line.includes(`Seq Scan on ${table}`)) return false;
    const parent = lines
      .slice(0, index)
      .reverse()
      .find((above) => depth(above) < depth(line) && /^\s*(->\s*)?[A-Z]/.test(above));
    return !parent || !/^\s*(->\s*)?Limit\b/.test(parent);
  }).length;
}
