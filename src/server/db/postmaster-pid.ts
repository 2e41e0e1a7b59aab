import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterPidFile {
  pid: number;
  /** Line 2: the data directory of the server that wrote the file. */
  dataDir: string;
  /** Line 4: the port it listens on (absent while the file is still being written). */
  port: number | undefined;
}

/** The first two lines of `postmaster.pid`, or undefined when there is no usable file. */
export function readPostmasterPid(pgDir: string): PostmasterPidFile | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const [first = '', second = '', , fourth = ''] = text.split('\n');
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const port = Number(fourth.trim());
  return { pid, dataDir: second.trim(), port: Number.isInteger(port) && port > 0 ? port : undefined };
}

/**
 * What the live process named by a `postmaster.pid` is:
 * - `ours`: a `postgres` binary whose data directory is `pgDir` (its working directory, which a postmaster
 *   sets to its data directory, or else its `-D` argument), and the file names `pgDir` too;
 * - `other`: shown not to be that: another program that took the pid over after a reboot or a container
 *   restart, or a PostgreSQL serving another data directory;
 * - `unknown`: it cannot be told (its command line or data directory cannot be read, or the file names
 *   another data directory than the one the process serves).
 */
export type PostmasterIdentity =
  { kind: 'ours' } | { kind: 'other'; what: string } | { kind: 'unknown'; why: string };

export function identifyPostmaster(file: PostmasterPidFile, pgDir: string): PostmasterIdentity {
  const argv = commandLine(file.pid);
  if (!argv?.length) return { kind: 'unknown', why: 'its command line cannot be read' };
  const program = path.basename(argv[0]!);
  if (program !== 'postgres') return { kind: 'other', what: `a "${program}" process` };
  const served = servedDataDir(file.pid, argv);
  if (!served) return { kind: 'unknown', why: 'its data directory cannot be read' };
  if (!sameDir(served, pgDir)) return { kind: 'other', what: `PostgreSQL on ${served}` };
  if (!sameDir(file.dataDir, pgDir)) return { kind: 'unknown', why: `the file names ${file.dataDir}` };
  return { kind: 'ours' };
}

/** The working directory follows the folder even if it was renamed; `-D` is the fallback where it is hidden. */
function servedDataDir(pid: number, argv: string[]): string | undefined {
  const cwd = workingDir(pid);
  if (cwd) return cwd;
  const flag = argv.findIndex((arg) => arg.startsWith('-D'));
  const dataArg = flag < 0 ? undefined : argv[flag] === '-D' ? argv[flag + 1] : argv[flag]!.slice(2);
  return dataArg && path.isAbsolute(dataArg) && fs.existsSync(dataArg) ? dataArg : undefined;
}

function commandLine(pid: number): string[] | undefined {
  if (fs.existsSync('/proc/self/cmdline')) {
    try {
      const raw = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return raw.split('\0').filter((arg, index, all) => arg !== '' || index < all.length - 1);
    } catch {
      return undefined;
    }
  }
  // Without /proc (macOS): ps gives the arguments joined by spaces; good enough for the program name and -D.
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
  } catch {
    return undefined;
  }
}

function workingDir(pid: number): string | undefined {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

function sameDir(a: string | undefined, b: string): boolean {
  if (!a) return false;
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}
