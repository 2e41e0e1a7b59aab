import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The first of `paths` that exists, else `name` as the shell finds it on PATH; undefined when not installed. */
export function findBinary(name: string, paths: readonly string[]): string | undefined {
  for (const candidate of paths) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}
