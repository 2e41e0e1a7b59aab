import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UNSENT_MAX } from './constants';

export { ATTACHMENT_MAX_BYTES };

/** What a file input accepts: PDF only (the server checks the content, not this). */
export const ATTACHMENT_ACCEPT = 'application/pdf,.pdf';
export const ATTACHMENT_TYPE_MESSAGE = 'Please attach a PDF file.';
export const ATTACHMENT_SIZE_MESSAGE = `The file must be ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB or smaller.`;
export const ATTACHMENT_MISSING_MESSAGE = 'Choose a PDF file to attach.';
export const ATTACHMENT_UNSENT_MESSAGE = `You have ${ATTACHMENT_UNSENT_MAX} files that are not sent yet. Send them with an application or a message, or try again tomorrow.`;
export const ATTACHMENT_UNKNOWN_MESSAGE = 'That file was not found. Please attach it again.';

/** An attached file as its parties see it: its name and size, and where it downloads from. */
export const AttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  url: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** POST /api/attachments: the uploaded file, to send with an application or a message by its id. */
export const AttachmentResponseSchema = z.object({ attachment: AttachmentSchema });
export type AttachmentResponse = z.infer<typeof AttachmentResponseSchema>;

/** The id of an uploaded file, in the body of an application or a message. */
export const attachmentIdField = () => z.uuid(ATTACHMENT_UNKNOWN_MESSAGE).optional();

/** Where an attachment downloads from (to its parties only). */
export const attachmentUrl = (id: string) => `/api/attachments/${id}`;
