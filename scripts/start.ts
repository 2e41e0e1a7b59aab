import { buildWeb, isBuildCurrent } from './build-web';

// `npm start` is the whole product: build the web app when its sources changed, then serve.
if (!isBuildCurrent()) {
  console.log('Building the web app (first start or sources changed)...');
  await buildWeb({ quiet: true });
}
await import('../src/server/main');
