import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, isBuildCurrent } from './build-web';

// `npm start` is the whole product: build the web app when its sources changed, then serve.
if (!isBuildCurrent()) {
  console.log('Building the web app (first start or sources changed)...');
  // Vite sets NODE_ENV=production for its build; the server must see the environment it was started with.
  const nodeEnv = process.env.NODE_ENV;
  await buildWeb({ quiet: true });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

// A local run (no PUBLIC_URL) shows a clearly fictional operator on the legal pages, unless one is
// configured; a public site without operator details says that they are missing.
const operatorConfigured = Object.keys(process.env).some((name) => name.startsWith('OPERATOR_'));
if (!process.env.PUBLIC_URL && !operatorConfigured) {
  process.env.OPERATOR_FILE = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../src/server/db/seed/data/demo-operator.json',
  );
}
await import('../src/server/main');
