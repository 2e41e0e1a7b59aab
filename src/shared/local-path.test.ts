import { describe, expect, it } from 'vitest';
import { isLocalPath, LOCAL_PATH_MAX } from './local-path';

describe('isLocalPath', () => {
  it('takes a path of this site, with its query', () => {
    for (const path of ['/', '/jobs?q=retreat&remote=hybrid', '/jobs/abc?apply=1', '/facilitators#top'])
      expect(isLocalPath(path), path).toBe(true);
  });

  it('refuses anything that could leave the site or split a header', () => {
    for (const path of [
      '',
      'jobs',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/jobs\r\nSet-Cookie: x=1',
      '/jobs\u0000',
      `/${'a'.repeat(LOCAL_PATH_MAX)}`,
    ])
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false);
  });
});
