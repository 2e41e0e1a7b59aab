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

  it('spells British English', () => {
    // Code that must keep its spelling (HTML's autocomplete token, schema.org, the DOM), the texts the
    // product spec prescribes word for word, and the Scaled Agile Framework's own term.
    const kept = [
      /autoComplete="organization"/g,
      /hiringOrganization|organizationName|'Organization'/g,
      /behavior: /g,
      /analytics and personalized content/g,
      /Select the areas you specialize in/g,
      /program increments/g,
    ];
    const american =
      /\b(?:\w*[Oo]rganiz\w*|[Ss]pecializ\w*|\w*[Pp]rioritiz\w*|[Aa]nalyz\w*|[Rr]ecogniz\w*|[Aa]nonymiz\w*|[Ee]nergiz\w*|[Vv]isualiz\w*|[Ss]tandardiz\w*|[Ee]mphasiz\w*|[Pp]ersonaliz\w*|[Bb]ehavior\w*|[Pp]rograms?|[Pp]racticed|[Ff]avorite\w*|[Ll]icense|[Cc]ontact center)\b/g;
    const found = sources().flatMap(([file, text]) => {
      const checked = kept.reduce((rest, pattern) => rest.replace(pattern, ''), text);
      return [...checked.matchAll(american)].map((match) => `${file}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });
});
