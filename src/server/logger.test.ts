import { describe, expect, it } from 'vitest';
import { wantsPrettyLogs } from './logger';

describe('wantsPrettyLogs', () => {
  it('pretty-prints for a person at a terminal', () => {
    expect(wantsPrettyLogs({ isTTY: true }, {})).toBe(true);
    expect(wantsPrettyLogs({ isTTY: true }, { NODE_ENV: 'development' })).toBe(true);
  });

  it('keeps JSON for files and pipes (no TTY), and in production even at a terminal', () => {
    expect(wantsPrettyLogs({}, {})).toBe(false);
    expect(wantsPrettyLogs({ isTTY: false }, { NODE_ENV: 'development' })).toBe(false);
    expect(wantsPrettyLogs({ isTTY: true }, { NODE_ENV: 'production' })).toBe(false);
  });
});
