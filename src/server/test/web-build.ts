import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { TestContext } from './helpers';

/**
 * A web build in a temporary folder, removed after the test file: each path inside it (`index.html`,
 * the server renderer at `.ssr/entry-server.js`, an asset) with its contents.
 */
export function makeWebBuild(files: Record<string, string>): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-web-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
    fs.writeFileSync(path.join(webDir, file), content);
  }
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  return webDir;
}

/** The built index.html as the head tags' tests read it, with `head` added before the script. */
export const builtIndexHtml = (head = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>FacilitatorHub — hire expert facilitators</title>
    <meta name="description" content="The default site description." />
${head}    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A GET of `url` with any headers, as a browser or a crawler asks for a page. */
export const getter =
  (ctx: TestContext) =>
  (url: string, headers: Record<string, string | undefined> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

/** An attribute's value as the server wrote it into a head, its entities decoded. */
export const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
