import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { DEFAULT_LOCALE, isLocale } from '../src/shared/i18n/locales';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../src/server/spa/page-preloads';
import { PAGES, pageFile, type Page } from '../src/web/pages';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** WEB_DIST_DIR lets a test run build into its own folder, so parallel runs never share one. */
export const WEB_OUT = path.resolve(process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web'));
const HASH_FILE = path.join(WEB_OUT, '.build-hash');
/** The server's renderer of the public pages (src/web/entry-server.tsx); a dot folder, never served. */
export const SSR_ENTRY = '.ssr/entry-server.js';
const INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'scripts/build-web.ts',
  'package-lock.json',
  'tsconfig.json',
];

const KIB = 1024;
/**
 * Initial JS: 126 KiB since the site speaks two languages (was 120): the message runtime (Lingui, ~2 KiB)
 * and the page frame's messages in both languages (~2.5 KiB, with the header, toasts and guard) are needed
 * by every page's first render. Loading only the page's language would win the German half back. 127 KiB
 * since the reviews (decision 042): every page's route and the footer's links are in the entry.
 */
export const BUDGET = { initialJsGzip: 127 * KIB, lazyChunkGzip: 50 * KIB };

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
  /** The entry plus the home page's own chunks, which the server preloads on `/` (reported, not budgeted). */
  homePageJsGzip: number;
  chunks: { file: string; gzip: number }[];
  failures: string[];
}

/** The scripts index.html loads: the entry and its modulepreloads (React DOM's chunk, vite.config.ts). */
function initialFiles(): Set<string> {
  const html = fs.readFileSync(path.join(WEB_OUT, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
}

/** Initial JS = the entry script plus its modulepreloads in index.html; every other chunk is lazy. */
export function checkBudget(): BudgetReport {
  const initial = initialFiles();
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
  const preloads = JSON.parse(
    fs.readFileSync(path.join(WEB_OUT, PAGE_PRELOADS_FILE), 'utf8'),
  ) as PagePreloads;
  const homeFiles = preloads.pages.find((page) => page.path === '/')?.modules ?? [];
  const homePageJsGzip = initialJsGzip + homeFiles.reduce((sum, file) => sum + gz(file), 0);
  if (initialJsGzip > BUDGET.initialJsGzip) {
    failures.push(`initial JS is ${kib(initialJsGzip)} gzip (budget ${kib(BUDGET.initialJsGzip)})`);
  }
  return { initialJsGzip, homePageJsGzip, chunks: chunks.sort((a, b) => b.gzip - a.gzip), failures };
}

/**
 * Writes PAGE_PRELOADS_FILE from src/web/pages.ts and Vite's manifest: for
 * every page, its lazy chunk and the chunks that one statically imports (minus
 * those the entry loads anyway), and its first API requests. The server puts
 * them in the page's HTML as preload tags, so the page's code downloads
 * alongside the entry script instead of after the entry has run and the router
 * has asked for it. Returns the chunks a server-rendered page runs as it hydrates:
 * the entry's and those public pages' own.
 */
export function writePagePreloads(afterPaint?: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_OUT, '.vite/manifest.json'), 'utf8')) as Manifest;
  const withStaticImports = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
    return into;
  };
  const initial = initialFiles();
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || initial.has(chunk.file)) withStaticImports(key, loadedByEntry);
  /** A chunk and what it statically imports, minus what the entry loads anyway. */
  const ownModules = (key: string) => [...withStaticImports(key)].filter((file) => !loadedByEntry.has(file));

  const hydrating = new Set(loadedByEntry);
  const pages: PagePreloads['pages'] = PAGES.flatMap((page: Page) => {
    const key = path.posix.normalize(pageFile(page));
    if (!manifest[key]) throw new Error(`The web build has no chunk for ${key} (page ${page.path}).`);
    const modules = ownModules(key);
    if (page.ssr) modules.forEach((file) => hydrating.add(file));
    const entry = { path: page.path, modules, ...(page.data ? { data: [...page.data] } : {}) };
    if (!page.paramModule) return [entry];
    // One entry more per built module that matches paramModule, for the URL with the parameter filled
    // in ('/topics/design-thinking'): the server prefers it, having more fixed segments, to the page's own.
    const param = /:([A-Za-z]\w*)$/.exec(page.paramModule)?.[1];
    if (!param) throw new Error(`paramModule of ${page.path} must end in a parameter.`);
    // The page loads those modules with import(): each is a chunk of its own, named after its file. A
    // module in a language's folder ('../shared/topics/de/team-building.json') is that language's page's.
    const variants = (manifest[key].dynamicImports ?? []).flatMap((chunkKey) => {
      const chunk = manifest[chunkKey];
      if (!chunk?.name || !/^[\w-]+$/.test(chunk.name)) return [];
      const own = ownModules(chunkKey);
      if (page.ssr) own.forEach((file) => hydrating.add(file));
      const folder = path.posix.basename(path.posix.dirname(chunk.src ?? chunkKey));
      return [
        {
          ...entry,
          path: page.path.replace(`:${param}`, chunk.name),
          modules: [...new Set([...modules, ...own])],
          locale: isLocale(folder) ? folder : DEFAULT_LOCALE,
        },
      ];
    });
    if (variants.length === 0) throw new Error(`The web build has no chunk for ${page.paramModule}.`);
    return [entry, ...variants];
  });
  const preloads: PagePreloads = { pages, ...(afterPaint ? { afterPaint } : {}) };
  fs.writeFileSync(path.join(WEB_OUT, PAGE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
  return hydrating;
}

/**
 * V8's explicit compile hint (Chrome 136 on): a file that starts with this comment has every function
 * compiled as the file arrives, off the main thread. By default V8 only pre-parses a function then, and
 * parses it again on the main thread when it is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks for eager compilation the chunks a server-rendered page runs while it hydrates (nearly all of
 * their functions run then). React DOM is one function of 200 KB inside the entry: unmarked, the
 * entry's evaluation was a task of ~40 ms on this machine (160 ms on Lighthouse's simulated phone,
 * most of a page's blocking time), and ~13 ms marked. Lazy chunks keep V8's own choice: much of their
 * code runs late or never (a dialog's form, the schemas). Browsers without the hint read a comment.
 */
function markEagerChunks(files: Iterable<string>) {
  for (const file of files) {
    const full = path.join(WEB_OUT, file);
    const code = fs.readFileSync(full, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + code);
  }
}

/** Built files worth compressing (fonts come compressed already). */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz) copy next to each
 * compressible built file; the server sends the copy the browser accepts.
 * Compressed once here at the highest level, the scripts come out about 15 %
 * smaller than the on-the-fly compression of each response, and cost the
 * server nothing per request.
 */
export async function writeCompressedCopies() {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  const files = fs
    .readdirSync(WEB_OUT, { recursive: true, encoding: 'utf8' })
    .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(WEB_OUT, file);
      const content = fs.readFileSync(full);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gz);
    }),
  );
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * Builds src/web/ssr/after-paint.ts, the script a server-rendered page starts with, into a file of
 * its own (the app's build would fold it into the entry's chunk); returns its path in the web root.
 */
async function buildAfterPaint(quiet: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: quiet ? 'warn' : 'info',
    mode: 'production',
    publicDir: false,
    build: {
      outDir: WEB_OUT,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(ROOT, 'src/web/ssr/after-paint.ts'),
        output: { entryFileNames: 'assets/after-paint-[hash].js' },
      },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const file = 'output' in output ? output.output[0].fileName : undefined;
  if (!file) throw new Error('The build of the after-paint script wrote no file.');
  return file;
}

/**
 * Builds src/web/entry-server.tsx for Node into one file, React and the rest bundled in their
 * production builds (the server itself runs without NODE_ENV=production).
 */
async function buildServerRenderer(quiet: boolean) {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(ROOT, 'src/web/entry-server.tsx'),
      outDir: path.join(WEB_OUT, path.dirname(SSR_ENTRY)),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: path.basename(SSR_ENTRY) } },
    },
  });
}

export async function buildWeb({ quiet = false } = {}) {
  const hash = sourceHash();
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    mode: 'production',
    build: { outDir: WEB_OUT, emptyOutDir: true },
  });
  markEagerChunks(writePagePreloads(await buildAfterPaint(quiet)));
  await buildServerRenderer(quiet);
  await writeCompressedCopies();
  fs.writeFileSync(HASH_FILE, hash);
  const report = checkBudget();
  console.log(
    `initial JS (home route): ${kib(report.initialJsGzip)} gzip, budget ${kib(BUDGET.initialJsGzip)}`,
  );
  console.log(`home page with its own chunks (preloaded on /): ${kib(report.homePageJsGzip)} gzip`);
  console.log(
    `largest lazy chunk: ${report.chunks[0] ? `${report.chunks[0].file} ${kib(report.chunks[0].gzip)}` : 'none'} gzip, budget ${kib(BUDGET.lazyChunkGzip)}`,
  );
  if (report.failures.length) {
    throw new Error(`JS size budget exceeded:\n  ${report.failures.join('\n  ')}`);
  }
}
