import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The modules whose text reaches a reader: the web app, the shared labels and content, the mails and feeds. */
const TEXT_SOURCES = [
  'src/web',
  'src/shared',
  'src/server/mail',
  'src/server/feeds',
  'src/server/notifications',
];

/** Every non-test source file under the text sources, as [path, content]. */
function sources(): [string, string][] {
  return TEXT_SOURCES.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file): [string, string] => {
        const at = path.join(dir, file);
        return [at, fs.readFileSync(at, 'utf8')];
      }),
  );
}

describe('text the site shows', () => {
  it('writes every date through src/shared/dates.ts', () => {
    // saved-options.ts asks Intl whether a time zone exists; it formats nothing.
    const allowed = new Set(['src/shared/dates.ts', 'src/shared/saved-options.ts']);
    const formatting = sources()
      .filter(
        ([file, text]) => !allowed.has(file) && /DateTimeFormat\(|toLocale(Date|Time)String\(/.test(text),
      )
      .map(([file]) => file);
    expect(formatting).toEqual([]);
  });
});
