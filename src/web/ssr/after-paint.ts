/**
 * The one script in the <head> of a page the server rendered (src/server/spa/spa.ts writes it in
 * place of the app's entry, built on its own by scripts/build-web.ts). The page is complete without
 * scripts, so the app's modules (`data-modules`: the entry first, then the page's own chunks) should
 * not take the network from the stylesheet and the font, nor the main thread from the first paint:
 * they are requested once the page is on screen, and the entry then hydrates it. A reader who reaches
 * for the page before that (a tap, a key) has them requested at once: until the page is hydrated, its
 * buttons do nothing.
 */

/** Should the first paint never be reported (paint timing missing or withheld), the app loads anyway. */
const LATEST_MS = 3000;

/**
 * How many of the page's chunks are asked for in one task. Each preload costs the main thread a little
 * (a directory page has about thirty); in small batches, with the browser free in between, they never
 * add up to a long task on a slow phone.
 */
const PRELOADS_PER_TASK = 6;

let loaded = false;

/** Asks for the page's chunks, a batch per task, so that they download alongside the entry. */
function preloadChunks(chunks: string[]) {
  for (const href of chunks.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const rest = chunks.slice(PRELOADS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadChunks(rest));
}

function loadModules() {
  if (loaded) return;
  loaded = true;
  const script = document.querySelector<HTMLScriptElement>('script[data-modules]');
  const [entry, ...chunks] = script?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  if (!entry) return;
  // The entry first: it is the largest download, and nothing runs before it.
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  document.head.append(app);
  // The page's chunks download alongside it instead of after the router has asked for them.
  setTimeout(() => preloadChunks(chunks));
}

if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // A tab in the background paints nothing; a browser without paint timing cannot tell.
  loadModules();
} else {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadModules();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab sent to the background before its first paint reports none.
  document.addEventListener('visibilitychange', loadModules, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    document.addEventListener(type, loadModules, { once: true, passive: true, capture: true });
  setTimeout(loadModules, LATEST_MS);
}
