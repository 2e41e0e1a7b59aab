import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root.
const root = `${process.cwd()}/`;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The no-restricted-imports messages ESLint reports for `code` placed at `file`. */
async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** A module importing `names` from `source`, and using them so that no other rule complains. */
const importing = (source: string, names = 'x') =>
  `import { ${names} } from '${source}';\nexport { ${names} };\n`;
const importingType = (source: string, name: string) =>
  `import type { ${name} } from '${source}';\nexport type Y = ${name};\n`;

describe('server layering (eslint.config.js): routes → services → repositories', () => {
  it('fails a route that imports drizzle-orm, the schema or a repository', async () => {
    for (const source of [
      'drizzle-orm',
      'drizzle-orm/pg-core',
      '../db/schema',
      './jobs.repo',
      '../users/users.repo',
    ]) {
      expect(await restrictedImports('src/server/jobs/example.routes.ts', importing(source)), source).toEqual(
        [expect.stringContaining('A route does HTTP only')],
      );
    }
  });

  it('fails a service that imports drizzle-orm', async () => {
    for (const source of ['drizzle-orm', 'drizzle-orm/pg-core']) {
      expect(
        await restrictedImports('src/server/jobs/example.service.ts', importing(source)),
        source,
      ).toEqual([expect.stringContaining('A service runs no SQL')]);
    }
  });

  it('fails a data export piece that imports drizzle-orm or the schema', async () => {
    for (const source of ['drizzle-orm', 'drizzle-orm/pg-core', '../db/schema']) {
      expect(
        await restrictedImports('src/server/saved/example-export.ts', importing(source)),
        source,
      ).toEqual([expect.stringContaining('An export piece runs no SQL')]);
    }
  });

  it('fails a service that imports Fastify, even only its types', async () => {
    for (const code of [
      importingType('fastify', 'FastifyInstance'),
      importingType('fastify', 'FastifyBaseLogger'),
      importingType('fastify-type-provider-zod', 'FastifyPluginAsyncZod'),
      importing('fastify', 'fastify'),
    ]) {
      expect(await restrictedImports('src/server/jobs/example.service.ts', code), code).toEqual([
        expect.stringContaining('knows nothing of Fastify'),
      ]);
    }
  });

  it('still keeps web code out of every server layer', async () => {
    for (const file of ['example.routes.ts', 'example.service.ts', 'example.repo.ts', 'example.ts']) {
      expect(
        await restrictedImports(`src/server/jobs/${file}`, importing('../../web/lib/api')),
        file,
      ).toEqual([expect.stringContaining('must not import web code')]);
    }
  });

  it('passes each layer importing what it may', async () => {
    const route = [
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      "import { PostJobSchema } from '../../shared/jobs';",
      "import { requireRole } from '../auth/session';",
      "import { createJob } from './jobs.service';",
      'export const all = [PostJobSchema, requireRole, createJob];',
      'export type P = FastifyPluginAsyncZod;',
    ].join('\n');
    expect(await restrictedImports('src/server/jobs/example.routes.ts', route)).toEqual([]);
    const service = [
      "import type { AppDeps } from '../deps';",
      "import { badRequest } from '../http/errors';",
      "import { findJob } from './jobs.repo';",
      'export const all = [badRequest, findJob];',
      "export type D = Pick<AppDeps, 'db' | 'clock'>;",
    ].join('\n');
    expect(await restrictedImports('src/server/jobs/example.service.ts', service)).toEqual([]);
    const repo = [
      "import { eq } from 'drizzle-orm';",
      "import { jobs } from '../db/schema';",
      'export const all = [eq, jobs];',
    ].join('\n');
    expect(await restrictedImports('src/server/jobs/example.repo.ts', repo)).toEqual([]);
  });
});
