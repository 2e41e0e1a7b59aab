import { describe, expect, it } from 'vitest';
import { jobPlanIndexBacked, unboundedScans } from './plans';

describe('unboundedScans', () => {
  it('allows the capped count: a sequential scan right under a Limit', () => {
    const plan = [
      'Aggregate (actual time=4.1..4.1 rows=1 loops=1)',
      '  ->  Limit (actual time=0.02..4.0 rows=1001 loops=1)',
      '        ->  Seq Scan on facilitators (actual time=0.02..3.9 rows=1001 loops=1)',
      "              Filter: (search @@ '''workshop'''::tsquery)",
      '              Rows Removed by Filter: 312',
    ].join('\n');
    expect(unboundedScans(plan, 'facilitators')).toBe(0);
  });

  it('allows the capped count through the nested loops that leave out suspended and unavailable facilitators', () => {
    const plan = [
      'Aggregate (actual time=5.5..5.5 rows=1.00 loops=1)',
      '  ->  Limit (actual time=0.02..5.5 rows=1001.00 loops=1)',
      '        ->  Nested Loop Anti Join (actual time=0.02..5.4 rows=1001.00 loops=1)',
      '              Join Filter: (u.id = facilitators.id)',
      '              ->  Nested Loop Anti Join (actual time=0.02..5.3 rows=1001.00 loops=1)',
      '                    ->  Seq Scan on facilitators (actual time=0.01..1.1 rows=1006.00 loops=1)',
      '                          Filter: (listable AND (hidden_at IS NULL))',
      '                    ->  Index Only Scan using facilitator_unavailable_dates_key on facilitator_unavailable_dates d (actual rows=0.00 loops=1006)',
    ].join('\n');
    expect(unboundedScans(plan, 'facilitators')).toBe(0);
  });

  it('counts a scan read whole by a Hash, or rescanned on the inner side of a loop, even under a Limit', () => {
    const hashed = [
      'Limit (actual rows=20 loops=1)',
      '  ->  Hash Join (actual rows=20 loops=1)',
      '        ->  Index Scan using user_pkey on "user" u (actual rows=20 loops=1)',
      '        ->  Hash (actual rows=100000 loops=1)',
      '              ->  Seq Scan on facilitators (actual rows=100000 loops=1)',
    ].join('\n');
    expect(unboundedScans(hashed, 'facilitators')).toBe(1);
    const inner = [
      'Limit (actual rows=20 loops=1)',
      '  ->  Nested Loop (actual rows=20 loops=1)',
      '        ->  Index Scan using user_pkey on "user" u (actual rows=20 loops=1)',
      '        ->  Seq Scan on facilitators (actual rows=1 loops=20)',
    ].join('\n');
    expect(unboundedScans(inner, 'facilitators')).toBe(1);
  });

  it('counts a sequential scan that nothing stops early', () => {
    const plan = [
      'Limit (actual time=40.1..40.2 rows=20 loops=1)',
      '  ->  Sort (actual time=40.1..40.1 rows=20 loops=1)',
      '        Sort Key: updated_at DESC',
      '        ->  Seq Scan on facilitators (actual time=0.02..35.0 rows=70000 loops=1)',
    ].join('\n');
    expect(unboundedScans(plan, 'facilitators')).toBe(1);
    expect(unboundedScans('Seq Scan on facilitators (actual rows=100000 loops=1)', 'facilitators')).toBe(1);
  });

  it('ignores index scans and other tables', () => {
    const plan = [
      'Limit',
      '  ->  Index Scan using facilitators_listed_idx on facilitators',
      '  ->  Seq Scan on users',
    ].join('\n');
    expect(unboundedScans(plan, 'facilitators')).toBe(0);
  });
});

describe('jobPlanIndexBacked', () => {
  /** fh_search_query('Moderatorin'): English texts by the word, German ones by the prefix of its derivations. */
  const german = `'''moderatorin'' & ''lang=en'' | ''moder'':* & ''lang=de'''::tsquery`;

  it("accepts a German search's walk along the posting date", () => {
    const plan = [
      'Limit (actual rows=24.00 loops=1)',
      '  ->  Subquery Scan on newest (actual rows=121.00 loops=1)',
      `        Filter: ((newest.search @@ ${german}) AND (newest.status = 'published'::text))`,
      '        ->  Limit (actual rows=1160.00 loops=1)',
      '              ->  Index Scan using jobs_published_posted_idx on jobs (actual rows=1160.00 loops=1)',
    ].join('\n');
    expect(jobPlanIndexBacked(plan)).toBe(true);
  });

  it("accepts a rare German search's prefix terms read from the search index", () => {
    const plan = [
      'Sort (actual rows=743 loops=1)',
      '  ->  Bitmap Heap Scan on jobs (actual rows=743 loops=1)',
      `        Recheck Cond: ((search @@ ${german}) AND (status = 'published'::text))`,
      '        ->  Bitmap Index Scan on jobs_published_search_idx (actual rows=743 loops=1)',
      `              Index Cond: (search @@ ${german})`,
    ].join('\n');
    expect(jobPlanIndexBacked(plan)).toBe(true);
  });

  it('refuses a sequential scan of jobs, or a plan that reads none of the board indexes', () => {
    const scanned = [
      'Limit (actual rows=24 loops=1)',
      '  ->  Index Scan using jobs_published_posted_idx on jobs (actual rows=24 loops=1)',
      '  ->  Seq Scan on jobs (actual rows=100000 loops=1)',
      `        Filter: (search @@ ${german})`,
    ].join('\n');
    expect(jobPlanIndexBacked(scanned)).toBe(false);
    expect(jobPlanIndexBacked('Index Scan using jobs_pkey on jobs (actual rows=1 loops=1)')).toBe(false);
  });
});
