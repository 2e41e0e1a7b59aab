import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SPRITE_ICONS, spriteMarkup } from './src/web/components/ui/icon-sprite';
import { compileCatalogues } from './scripts/compile-catalogues';

/**
 * Small modules that many pages share: icons, the query hooks and the leaf UI
 * components. Grouped into one chunk of a few KiB instead of a ~1 KiB file
 * (and request) each. Nothing here pulls in a large dependency.
 */
const SMALL_SHARED_MODULES = [
  /node_modules[\\/]lucide-react[\\/]/,
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]/,
  /src[\\/]web[\\/]components[\\/]page-meta\.tsx$/,
  /src[\\/]web[\\/]components[\\/]ui[\\/](alert|badge|card|empty-state|form-field|input|label|pagination|skeleton)\.tsx$/,
];

/**
 * Preloads the Latin subset of Inter, the font of nearly all our text. Without
 * this the browser finds the font only after the stylesheet has loaded and the
 * first text has been laid out, and the text is drawn twice.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'facilitatorhub:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The build has no Latin Inter font file to preload.');
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: true };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * React DOM (its client, its scheduler) is a chunk of its own, which main.tsx imports with import():
 * on a page the server rendered it then evaluates in a task of its own, not in one long task with the
 * rest of the entry. Every page needs it at once, so index.html preloads it beside the entry, and the
 * initial JS budget counts it.
 */
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;
function preloadReactDom(): Plugin {
  return {
    name: 'facilitatorhub:preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'react-dom',
        );
        if (!chunk) throw new Error('The build has no react-dom chunk to preload.');
        const attrs = { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/** The list icons' sprite (src/web/components/ui/icon-sprite.ts), drawn from Lucide's own paths into index.html. */
function iconSprite(): Plugin {
  return {
    name: 'facilitatorhub:icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const icons = Object.fromEntries(
          await Promise.all(
            SPRITE_ICONS.map(async (name) => {
              const { __iconData } = (await import(/* @vite-ignore */ `lucide-react/icons/${name}`)) as {
                __iconData: { node: [string, Record<string, string>][] };
              };
              return [name, __iconData.node] as const;
            }),
          ),
        ) as Parameters<typeof spriteMarkup>[0];
        return html.replace('<body>', `<body>\n    ${spriteMarkup(icons)}`);
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [compileCatalogues(), react(), tailwindcss(), iconSprite(), preloadLatinFont(), preloadReactDom()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: process.env.ANALYZE === '1',
    assetsInlineLimit: 0,
    // .vite/manifest.json: scripts/build-web.ts reads it to list each page's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: REACT_DOM, priority: 3, includeDependenciesRecursively: false },
            // Everything the entry loads in one chunk (React and the like would otherwise split off
            // into small chunks of their own, as pages import them too).
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Modules of SMALL_SHARED_MODULES that at least two pages use.
            {
              name: 'shared',
              test: (id: string) => SMALL_SHARED_MODULES.some((pattern) => pattern.test(id)),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
