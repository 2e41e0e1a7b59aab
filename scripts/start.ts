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
await import('../src/server/main');
