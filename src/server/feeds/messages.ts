import '../i18n';
import { feedMessages } from '../../shared/job-feeds';

/**
 * The jobs feeds' own words (their title and description, "Apply by …"), per language: declared beside
 * the feed's address in src/shared/job-feeds.ts, because a page's head links the feed under its title.
 */
export { feedMessages };

export type FeedKey = NonNullable<(typeof feedMessages)['keys']>;
