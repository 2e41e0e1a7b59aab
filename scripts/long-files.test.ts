import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A production file longer than this says at its top why it is one file. */
const MAX_LINES = 350;
/** The database schema is one file by design (drizzle-kit reads it whole). */
const EXEMPT = new Set(['src/server/db/schema.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('long production files', () => {
  it(`state at their top why they are one file when over ${MAX_LINES} lines`, () => {
    const unexplained = sourceFiles('src').filter((file) => {
      if (EXEMPT.has(file)) return false;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const lines = text.split('\n');
      return lines.length > MAX_LINES && !/Long on purpose:/.test(lines.slice(0, 4).join('\n'));
    });
    expect(unexplained).toEqual([]);
  });
});
