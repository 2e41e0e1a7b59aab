import './zod-config';
import { config, util } from 'zod/v4/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('sets jitless on the configuration object Zod reads', () => {
    expect(config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });

  it('keeps Zod from probing for eval, and object schemas still parse', () => {
    const schema = z.object({ title: z.string(), seats: z.number().int() });
    expect(schema.parse({ title: 'Retro', seats: 8 })).toEqual({ title: 'Retro', seats: 8 });
    expect(util.allowsEval.value).toBe(false);
  });
});
