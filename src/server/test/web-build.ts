import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

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
