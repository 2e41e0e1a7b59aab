import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UNSENT_MAX } from './constants';
import { vm } from './i18n/validation';

export { ATTACHMENT_MAX_BYTES };

/** What a file input accepts: PDF only (the server checks the content, not this). */
export const ATTACHMENT_ACCEPT = 'application/pdf,.pdf';
export const ATTACHMENT_TYPE_MESSAGE = vm('attachments.type');
export const ATTACHMENT_SIZE_MESSAGE = vm('attachments.size', { max: ATTACHMENT_MAX_BYTES / (1024 * 1024) });
export const ATTACHMENT_MISSING_MESSAGE = vm('attachments.missing');
export const ATTACHMENT_UNSENT_MESSAGE = vm('attachments.unsent', { max: ATTACHMENT_UNSENT_MAX });
export const ATTACHMENT_UNKNOWN_MESSAGE = vm('attachments.unknown');

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
