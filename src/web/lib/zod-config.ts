import { config } from 'zod/v4/core';

/**
 * Our Content-Security-Policy allows no eval. Zod would otherwise probe for it
 * (`new Function('')`) when it builds its first object schema, to compile
 * faster parsers, and the browser reports the probe as a CSP violation (in the
 * console and in Lighthouse's best practices). Without it Zod uses its
 * ordinary parsers. The entry imports this first, before any schema is built.
 */
config({ jitless: true });
