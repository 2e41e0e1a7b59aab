/**
 * The sequential scans of `table` in an EXPLAIN plan that nothing stops early. The directory's capped count
 * (`DIRECTORY_COUNT_LIMIT + 1` rows, see facilitator-profiles.repo.ts) reads the table in order until it has
 * enough matches: a scan run once (`loops=1`) whose way up to a Limit passes only through nested loops,
 * which hand each row on as it comes, is bounded by that Limit, and allowed. Any other node on the way (a
 * Sort, a Hash, an Aggregate) reads the whole scan first.
 */
export function unboundedScans(plan: string, table: string): number {
  const lines = plan.split('\n');
  const depth = (line: string) => line.search(/\S/);
  const isNode = (line: string) => /^\s*(->\s*)?[A-Z]/.test(line);
  const nodeName = (line: string) => line.replace(/^\s*(->\s*)?/, '');
  return lines.filter((line, index) => {
    if (!line.includes(`Seq Scan on ${table}`)) return false;
    if (!/loops=1\b/.test(line)) return true;
    let level = depth(line);
    for (const above of lines.slice(0, index).reverse()) {
      if (!isNode(above) || depth(above) >= level) continue;
      level = depth(above);
      const name = nodeName(above);
      if (/^Limit\b/.test(name)) return false;
      if (!/^Nested Loop\b/.test(name)) return true;
    }
    return true;
  }).length;
}

/**
 * Whether a plan of the job board (a search, a feed, English or German) is index-backed: it reads one of the
 * board's partial indexes (`jobs_published_*_idx`, the search index among them) and never scans jobs in full.
 */
export function jobPlanIndexBacked(plan: string): boolean {
  return /jobs_published_\w+_idx/.test(plan) && !/Seq Scan on jobs\b/.test(plan);
}
