import { Paperclip } from 'lucide-react';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  type Attachment,
  type AttachmentResponse,
} from '../../shared/attachments';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locales';
import { api } from '../lib/api';
import { cn } from '../lib/cn';
import { useLocale, useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { FormField } from './ui/form-field';

const MB = 1024 * 1024;

/** Uploads a file to attach to an application or a message; the server checks it is a PDF. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const { attachment } = await api<AttachmentResponse>('/api/attachments', { method: 'POST', body: form });
  return attachment;
}

/**
 * What is wrong with a chosen file before it is sent (the server decides by its content), or null: a
 * message as data, which the field shows in the page's language.
 */
export function attachmentProblem(file: File): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_SIZE_MESSAGE;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return ATTACHMENT_TYPE_MESSAGE;
  return null;
}

/** "1.5 MB", "12 KB"; "1,5 MB" in German. */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(INTL_LOCALES[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  return bytes >= MB
    ? `${number(bytes / MB, 1)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

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
  const t = useT(componentMessages);
  return (
    <FormField
      label={label}
      optional
      hint={t('attachment.hint', { max: ATTACHMENT_MAX_BYTES / MB })}
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
  const locale = useLocale();
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
            <span className="shrink-0 font-normal text-slate-600">({formatFileSize(file.size, locale)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
