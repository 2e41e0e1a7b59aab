import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** WEB_DIST_DIR lets a test run build into its own folder, so parallel runs never share one. */
export const WEB_OUT = path.resolve(process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web'));
const HASH_FILE = path.join(WEB_OUT, '.build-hash');
const INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

const KIB = 1024;
export const BUDGET = { initialJsGzip: 120 * KIB, lazyChunkGzip: 50 * KIB };

/** A hash of everything the web build reads, so `npm start` rebuilds only when something changed. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    const full = path.join(ROOT, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(entry).update(fs.readFileSync(full));
    }
  };
  INPUTS.forEach(walk);
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  return fs.existsSync(HASH_FILE) && fs.readFileSync(HASH_FILE, 'utf8') === sourceHash();
}

export interface BudgetReport {
  initialJsGzip: number;
  chunks: { file: string; gzip: number }[];
  failures: string[];
}

/** Initial JS = the entry script plus its modulepreloads in index.html; every other chunk is lazy. */
export function checkBudget(): BudgetReport {
  const html = fs.readFileSync(path.join(WEB_OUT, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const assets = fs.readdirSync(path.join(WEB_OUT, 'assets')).filter((file) => file.endsWith('.js'));
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(WEB_OUT, file))).length;
  let initialJsGzip = 0;
  const chunks: BudgetReport['chunks'] = [];
  const failures: string[] = [];
  for (const file of assets) {
    const rel = `assets/${file}`;
    const size = gz(rel);
    if (initial.has(rel)) initialJsGzip += size;
    else {
      chunks.push({ file: rel, gzip: size });
      if (size > BUDGET.lazyChunkGzip)
        failures.push(`lazy chunk ${rel} is ${kib(size)} gzip (budget ${kib(BUDGET.lazyChunkGzip)})`);
    }
  }
  if (initialJsGzip > BUDGET.initialJsGzip) {
    failures.push(`initial JS is ${kib(initialJsGzip)} gzip (budget ${kib(BUDGET.initialJsGzip)})`);
  }
  return { initialJsGzip, chunks: chunks.sort((a, b) => b.gzip - a.gzip), failures };
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

export async function buildWeb({ quiet = false } = {}) {
  const hash = sourceHash();
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    mode: 'production',
    build: { outDir: WEB_OUT, emptyOutDir: true },
  });
  fs.writeFileSync(HASH_FILE, hash);
  const report = checkBudget();
  console.log(
    `initial JS (home route): ${kib(report.initialJsGzip)} gzip, budget ${kib(BUDGET.initialJsGzip)}`,
  );
  console.log(
    `largest lazy chunk: ${report.chunks[0] ? `${report.chunks[0].file} ${kib(report.chunks[0].gzip)}` : 'none'} gzip, budget ${kib(BUDGET.lazyChunkGzip)}`,
  );
  if (report.failures.length) {
    throw new Error(`JS size budget exceeded:\n  ${report.failures.join('\n  ')}`);
  }
}
