import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A system user as the kernel checks it: its uid, primary gid and every group it belongs to. */
export interface UserIds {
  uid: number;
  gid: number;
  groups: number[];
}

const TRAVERSE = 1;
const READ = 4;

/** How many bits to shift a permission (r=4, w=2, x=1) to the class (owner, group, other) that applies to `ids`. */
function classShift(stat: fs.Stats, ids: UserIds): 6 | 3 | 0 {
  if (stat.uid === ids.uid) return 6;
  if (stat.gid === ids.gid || ids.groups.includes(stat.gid)) return 3;
  return 0;
}

const CLASS_NAME = { 6: 'u', 3: 'g', 0: 'o' } as const;

function allows(stat: fs.Stats, ids: UserIds, permission: number): boolean {
  return ((stat.mode >> classShift(stat, ids)) & permission) === permission;
}

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(3, '0');

/** `dir` and every folder above it, outermost first. */
function selfAndAncestors(dir: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

export interface ModeChange {
  dir: string;
  /** `o+x`, `g+x` or `u+x` */
  bit: string;
  from: string;
  to: string;
}

/**
 * Adds the traverse bit, for the class that applies to `ids`, to `dir` and each folder above it that lacks
 * it, and nothing else. Returns what was changed so that the caller can say so.
 */
export function grantTraverse(dir: string, ids: UserIds): ModeChange[] {
  const changes: ModeChange[] = [];
  for (const folder of selfAndAncestors(dir)) {
    const stat = fs.statSync(folder);
    if (allows(stat, ids, TRAVERSE)) continue;
    const shift = classShift(stat, ids);
    const mode = (stat.mode | (TRAVERSE << shift)) & 0o7777;
    try {
      fs.chmodSync(folder, mode);
    } catch {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot reach ${folder}. Allow traversal (chmod ${CLASS_NAME[shift]}+x ${folder}) or choose another DATA_DIR.`,
      );
    }
    changes.push({ dir: folder, bit: `${CLASS_NAME[shift]}+x`, from: octal(stat.mode), to: octal(mode) });
  }
  return changes;
}

export function describeChanges(changes: ModeChange[]): string {
  return changes.map((change) => `${change.dir} (${change.bit}: ${change.from} -> ${change.to})`).join(', ');
}

/**
 * Whether `ids` can run the binaries of a PostgreSQL install (`bin/`, `lib/`, `share/`) where they are: every
 * folder above it traversable, every folder inside listable, every file readable, the programs executable.
 */
export function canRunInPlace(nativeDir: string, ids: UserIds): boolean {
  const root = path.resolve(nativeDir);
  if (!selfAndAncestors(path.dirname(root)).every((dir) => allows(fs.statSync(dir), ids, TRAVERSE)))
    return false;
  const walk = (entry: string): boolean => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return true;
    if (stat.isDirectory()) {
      return (
        allows(stat, ids, READ | TRAVERSE) &&
        fs.readdirSync(entry).every((name) => walk(path.join(entry, name)))
      );
    }
    const executable = (stat.mode & 0o100) !== 0;
    return allows(stat, ids, executable ? READ | TRAVERSE : READ);
  };
  return walk(root);
}

const RUNTIME_DIR = 'pg-runtime';

/**
 * A copy of the PostgreSQL install under DATA_DIR/pg-runtime/<version>, for when the `postgres` user cannot
 * reach the one in node_modules (a project under /root, mode 700). Made once per version: copied under a
 * temporary name, then renamed, so that an interrupted copy is never taken for a complete one. Owned by
 * root and not writable by the `postgres` user.
 */
export function runtimeCopy(
  nativeDir: string,
  version: string,
  dataDir: string,
): { dir: string; copied: boolean } {
  const runtimeRoot = path.join(dataDir, RUNTIME_DIR);
  const target = path.join(runtimeRoot, version.replace(/[^\w.-]/g, '_'));
  if (fs.existsSync(target)) return { dir: target, copied: false };
  fs.mkdirSync(runtimeRoot, { recursive: true });
  fs.chmodSync(runtimeRoot, 0o755);
  for (const name of fs.readdirSync(runtimeRoot)) {
    if (name.startsWith('.tmp-')) fs.rmSync(path.join(runtimeRoot, name), { recursive: true, force: true });
  }
  const temp = path.join(runtimeRoot, `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    fs.cpSync(nativeDir, temp, { recursive: true, verbatimSymlinks: true });
    makeReadableByAll(temp);
    fs.renameSync(temp, target);
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    // Another start-up finished the same copy first: use theirs.
    if (fs.existsSync(target)) return { dir: target, copied: false };
    throw error;
  }
  return { dir: target, copied: true };
}

/** The source may have been installed under umask 077; the copy must be readable (and its programs runnable) by all. */
function makeReadableByAll(entry: string) {
  const stat = fs.lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    fs.chmodSync(entry, 0o755);
    for (const name of fs.readdirSync(entry)) makeReadableByAll(path.join(entry, name));
    return;
  }
  fs.chmodSync(entry, (stat.mode & 0o100) !== 0 ? 0o755 : 0o644);
}

/** Removes the copies of other versions (and the whole folder when no copy is in use). */
export function pruneRuntimeCopies(dataDir: string, inUse: string | undefined) {
  const runtimeRoot = path.join(dataDir, RUNTIME_DIR);
  if (!fs.existsSync(runtimeRoot)) return;
  if (!inUse) {
    fs.rmSync(runtimeRoot, { recursive: true, force: true });
    return;
  }
  for (const name of fs.readdirSync(runtimeRoot)) {
    const entry = path.join(runtimeRoot, name);
    if (entry !== inUse) fs.rmSync(entry, { recursive: true, force: true });
  }
}
