import { describe, expect, it } from 'vitest';
import { NextCheck } from './next-check';

/** A check that ends when told to, and counts its runs. */
function heldCheck() {
  const ends: ((value: boolean) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const check = () =>
    new Promise<boolean>((resolve, reject) => {
      ends.push(resolve);
      failures.push(reject);
    });
  return { check, ends, failures };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('NextCheck', () => {
  it('runs a check at once when none is under way', async () => {
    const checks = new NextCheck<object>();
    const { check, ends } = heldCheck();
    const result = checks.run({}, check);
    expect(ends).toHaveLength(1);
    ends[0](true);
    await expect(result).resolves.toBe(true);
  });

  it('has requests that come during a check share the next one, which starts after it', async () => {
    const checks = new NextCheck<object>();
    const page = {};
    const { check, ends } = heldCheck();
    const first = checks.run(page, check);
    const second = checks.run(page, check);
    const third = checks.run(page, check);
    // The later requests do not take the first check's answer, whose reads may predate them.
    expect(ends).toHaveLength(1);
    ends[0](true);
    await expect(first).resolves.toBe(true);
    await settle();
    expect(ends).toHaveLength(2);
    ends[1](false);
    await expect(second).resolves.toBe(false);
    await expect(third).resolves.toBe(false);
    // Once both have ended, the next request starts a check of its own.
    const fourth = checks.run(page, check);
    expect(ends).toHaveLength(3);
    ends[2](true);
    await expect(fourth).resolves.toBe(true);
  });

  it('keeps different keys apart', async () => {
    const checks = new NextCheck<object>();
    const { check, ends } = heldCheck();
    const one = checks.run({}, check);
    const other = checks.run({}, check);
    expect(ends).toHaveLength(2);
    ends[0](true);
    ends[1](false);
    await expect(one).resolves.toBe(true);
    await expect(other).resolves.toBe(false);
  });

  it('starts the next check after a failed one, and passes a failure on to those who shared it', async () => {
    const checks = new NextCheck<object>();
    const page = {};
    const { check, ends, failures } = heldCheck();
    const first = checks.run(page, check);
    const second = checks.run(page, check);
    failures[0](new Error('the database is away'));
    await expect(first).rejects.toThrow('the database is away');
    await settle();
    expect(ends).toHaveLength(2);
    failures[1](new Error('still away'));
    await expect(second).rejects.toThrow('still away');
  });
});
