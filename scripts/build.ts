import { buildWeb } from './build-web';

try {
  await buildWeb();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
