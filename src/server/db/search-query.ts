import { sql, type Placeholder } from 'drizzle-orm';

/**
 * A search text (websearch syntax) as every search reads it: in English against texts written in English,
 * in German against texts written in German, with German derivations as prefixes ("Moderatorin" finds
 * "Moderation"). fh_search_query of migration 0026; docs/decisions/036. A text of stop words alone gives
 * the empty query (`numnode` 0).
 */
export const searchQuery = (q: string | Placeholder) => sql`fh_search_query(${q})`;
