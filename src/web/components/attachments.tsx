import { Paperclip } from 'lucide-react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  type Attachment,
  type AttachmentResponse,
} from '../../shared/attachments';
import { api } from '../lib/api';
import { cn } from '../lib/cn';
import { FormField } from './ui/form-field';

/** Uploads a file to attach to an application or a message; the server checks it is a PDF. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const { attachment } = await api<AttachmentResponse>('/api/attachments', { method: 'POST', body: form });
  return attachment;
}

/** What is wrong with a chosen file before it is sent (the server decides by its content), or null. */
export function attachmentProblem(file: File): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_SIZE_MESSAGE;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return ATTACHMENT_TYPE_MESSAGE;
  return null;
}

const MB = 1024 * 1024;
export const formatFileSize = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A labelled file input for one PDF. */
export function AttachmentField({
  label,
  error,
  onChange,
  disabled,
}: {
  label: string;
  error?: string | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}) {
  return (
    <FormField
      label={label}
      optional
      hint={`A PDF, up to ${ATTACHMENT_MAX_BYTES / MB} MB.`}
      error={error ?? undefined}
    >
      <input
        type="file"
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
      />
    </FormField>
  );
}

/** The files sent with an application or a message: each name a download link (for the parties only). */
export function AttachmentLinks({
  attachments,
  className,
}: {
  attachments: Attachment[];
  className?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={cn('space-y-1', className)}>
      {attachments.map((file) => (
        <li key={file.id} className="min-w-0">
          <a
            href={file.url}
            download={file.name}
            className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            <Paperclip aria-hidden className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 font-normal text-slate-600">({formatFileSize(file.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
