/**
 * The searches of a German reader in the bench (docs/decisions/036), over the German fifth of the loaded jobs
 * and profiles (german-content.ts). Each is sent as a page under /de sends it: the web app's api() names the
 * page's language in Accept-Language. The query language is not taken from it: every search text is read in
 * both languages, each against its own texts, so the SQL is the same as an English page's would be.
 */

/** What the web app's api() sends from a page under /de. */
export const GERMAN_HEADERS = { 'accept-language': 'de' };

/**
 * The board's search as the /de/jobs page asks for it (its page size of 24): "Moderatorin" reads as the
 * prefix moder:* and finds Moderation, Moderator and moderieren in German jobs (a tenth of the board);
 * "Workshops" reads as workshop:* in German jobs and as the English stem workshop in English ones (a fifth).
 * Both are broad: the walk along the posting date finds their page. "Moderatorin Strategieklausur" is rare
 * (under 1 %): after the walk, the search index answers it, and its prefix term reads every key that starts
 * with "moder", the English "moder" of "Moderator" and "moderate" among them.
 */
export const GERMAN_JOB_ENDPOINTS = {
  jobSearchGerman: '/api/jobs?q=Moderatorin&page=1&pageSize=24',
  jobSearchGermanPlural: '/api/jobs?q=Workshops&page=1&pageSize=24',
  jobSearchGermanRare: '/api/jobs?q=Moderatorin%20Strategieklausur&page=1&pageSize=24',
};

/** The directory's search as /de/facilitators asks for it. */
export const GERMAN_FACILITATOR_ENDPOINTS = {
  facilitatorSearchGerman: '/api/facilitators?q=Moderation&page=1',
};

/** The German endpoints' names, whose requests carry GERMAN_HEADERS. */
export const GERMAN_ENDPOINT_NAMES = new Set([
  ...Object.keys(GERMAN_JOB_ENDPOINTS),
  ...Object.keys(GERMAN_FACILITATOR_ENDPOINTS),
]);
