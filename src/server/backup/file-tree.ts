import fs from 'node:fs';
import path from 'node:path';

/**
 * Mirrors the folders under `from` into `to` (each made owner-only, 700) and hands every file to `place`
 * with the path it gets there. `to` itself must exist.
 */
export function mirrorFileTree(from: string, to: string, place: (source: string, target: string) => void) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { mode: 0o700 });
      mirrorFileTree(source, target, place);
    } else if (entry.isFile()) place(source, target);
  }
}
