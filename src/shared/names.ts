import { z } from 'zod';

/**
 * Line breaks and other control characters, and the invisible marks that
 * reorder or hide text. A name containing them can pass for text of our own
 * when it is put into a mail or a page title.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const isSingleLine = (text: string) => !NOT_ONE_LINE.test(text);

/**
 * Every name that ends up in a mail, a notification or a title: the field's
 * own rules plus "one line of visible text" (`message`, the field's own wording of it).
 */
export const singleLineName = (schema: z.ZodString, message: string) => schema.refine(isSingleLine, message);
