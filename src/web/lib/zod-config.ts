import type { $ZodConfig } from 'zod/v4/core';

/** Where Zod keeps its configuration: one object on globalThis, which every copy of Zod shares. */
const host = globalThis as { __zod_globalConfig?: $ZodConfig };

/**
 * Our Content-Security-Policy allows no eval. Zod would otherwise probe for it
 * (`new Function('')`) when it builds its first object schema, to compile
 * faster parsers, and the browser reports the probe as a CSP violation (in the
 * console and in Lighthouse's best practices). Without it Zod uses its
 * ordinary parsers. The entry imports this first, before any schema is built.
 *
 * This is what Zod's `config({ jitless: true })` does, written to Zod's global
 * configuration object directly (Zod adopts the object when it loads later):
 * importing `config` would put Zod's core, which the schemas use, into the
 * entry script instead of the lazy chunks (~4 KiB gzip). zod-config.test.ts
 * checks that Zod reads this object.
 */
(host.__zod_globalConfig ??= {}).jitless = true;
