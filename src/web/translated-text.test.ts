import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root.
const root = `${process.cwd()}/`;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** A component, covered by TRANSLATED (eslint.config.js) like every other. */
const TRANSLATED_FILE = 'src/web/features/admin/example.tsx';

/** How many pieces of literal text ESLint refuses in the component `jsx` placed at `file`. */
async function untranslated(jsx: string, file = TRANSLATED_FILE) {
  const code = `const t = (key: string) => key;\nexport const Example = ({ n, on }: { n: number; on: boolean }) => (${jsx});\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.message.startsWith('Text a reader sees')).length;
}

describe('translated text (TRANSLATED in eslint.config.js)', () => {
  it('refuses words written into the JSX of a translated file, however they are written', async () => {
    for (const jsx of [
      '<p>Save</p>',
      '<input placeholder="Search" />',
      '<button aria-label={"Close"} />',
      "<p>{'Save'}</p>",
      "<p>{on ? 'Open' : 'Closed'}</p>",
      "<p>{on || 'None'}</p>",
      '<p>{`${n} jobs`}</p>',
      "<img alt={on ? t('a') : 'Logo'} />",
      '<span title={`Page ${n}`} />',
      "<>{'RSS '}</>",
    ]) {
      expect(await untranslated(jsx), jsx).toBeGreaterThan(0);
    }
  });

  it('allows messages, values, punctuation and the attributes no reader sees', async () => {
    for (const jsx of [
      "<p>{t('save')}</p>",
      "<button aria-label={t('close')} />",
      "<p className={on ? 'text-slate-900' : 'hidden'}>{n} · {' '}…</p>",
      "<a href={`/jobs/${n}`} data-state={on ? 'open' : 'closed'}>{`${n}`}</a>",
      '<input type="search" autoComplete="off" title={t(\'search\')} />',
    ]) {
      expect(await untranslated(jsx), jsx).toBe(0);
    }
  });

  it('covers every component of the web app, and leaves its tests alone', async () => {
    expect(await untranslated('<p>Save</p>', 'src/web/features/example/example.tsx')).toBeGreaterThan(0);
    expect(await untranslated('<p>Save</p>', 'src/web/example.tsx')).toBeGreaterThan(0);
    expect(await untranslated('<p>Save</p>', 'src/web/features/admin/example.test.tsx')).toBe(0);
  });
});
