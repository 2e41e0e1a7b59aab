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

describe('feature boundaries (eslint.config.js)', () => {
  it("fails a feature importing another feature's component or page", async () => {
    for (const source of [
      '../profiles/facilitator-card',
      '../applications/applicants-page',
      '../../features/profiles/format',
    ]) {
      const messages = await restrictedImports(
        'src/web/features/jobs/example.tsx',
        `import { x } from '${source}';\nexport const y = x;\n`,
      );
      expect(messages, source).toEqual([expect.stringContaining('only through its api.ts')]);
    }
  });

  it("allows another feature's api.ts and the feature's own files", async () => {
    const code = [
      "import { useOwnProfile } from '../profiles/api';",
      "import { JobCard } from './job-card';",
      "import { Button } from '../../components/ui/button';",
      "import { SITE_NAME } from '../../../shared/constants';",
      'export const all = [useOwnProfile, JobCard, Button, SITE_NAME];',
    ].join('\n');
    expect(await restrictedImports('src/web/features/jobs/example.tsx', code)).toEqual([]);
  });

  it("keeps the guard and the admin console's frame out of pages: their section's layout route draws them", async () => {
    for (const [file, code] of [
      ['src/web/features/jobs/example-page.tsx', "import { RequireAuth } from '../../lib/require-auth';"],
      ['src/web/features/admin/example-page.tsx', "import { AdminLayout } from './admin-layout';"],
    ]) {
      const messages = await restrictedImports(file, `${code}\nexport {};\n`);
      expect(messages, code).toEqual([expect.stringContaining('its `guard` in src/web/pages.ts')]);
    }
    const signInLink = "import { signInHref } from '../../lib/require-auth';\nexport { signInHref };\n";
    expect(await restrictedImports('src/web/features/jobs/example.tsx', signInLink)).toEqual([]);
  });

  it('keeps server code out of features and shared web code, and features out of shared web code', async () => {
    expect(
      await restrictedImports(
        'src/web/features/jobs/example.tsx',
        "import { db } from '../../../server/db/db';\nexport { db };\n",
      ),
    ).toEqual([expect.stringContaining('never import server code')]);
    expect(
      await restrictedImports(
        'src/web/components/example.tsx',
        "import { x } from '../features/jobs/api';\nexport { x };\n",
      ),
    ).toEqual([expect.stringContaining('must not import a feature')]);
  });
});
