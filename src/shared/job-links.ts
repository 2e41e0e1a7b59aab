/**
 * The spam defence of moderation: until a company has one approved job, a job of theirs may hold at most
 * NEW_COMPANY_MAX_LINKS links. The server refuses more; the posting form counts them as the user types.
 */
export const NEW_COMPANY_MAX_LINKS = 3;

/** A web address as people write one: with http(s)://, or starting with www. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;

/** How many links a text holds. */
export const countLinks = (text: string | null | undefined): number =>
  text ? (text.match(LINK)?.length ?? 0) : 0;

/** How many links the free-text fields of a job hold together. */
export const jobLinkCount = (job: {
  description?: string | null;
  requirements?: string | null;
  responsibilities?: string | null;
}): number => countLinks(job.description) + countLinks(job.requirements) + countLinks(job.responsibilities);
