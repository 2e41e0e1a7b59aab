import { useId, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { MESSAGE_MAX, SendMessageSchema } from '../../../shared/messages';
import { AttachmentField, attachmentProblem, uploadAttachment } from '../../components/attachments';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast';
import { useSendMessage } from './api';
import { INTL_LOCALES } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../../lib/i18n';
import { messageMessages } from './messages';

/** What the composer sends; the thread is the conversation's. */
const ComposerSchema = SendMessageSchema.pick({ body: true });

/** The counter shows from this many characters on. */
const COUNTER_FROM = MESSAGE_MAX - 500;

/**
 * With a mouse or trackpad Enter sends (Shift+Enter starts a new line); on a touch screen Enter is a
 * new line, as the on-screen keyboard's return key suggests, and the Send button sends.
 */
const enterSends = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

/** Writes in the thread. A failed send keeps the text and shows the server's reason. */
export function Composer({ conversationId }: { conversationId: string }) {
  const id = useId();
  const send = useSendMessage(conversationId);
  const { register, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(ComposerSchema),
    defaultValues: { body: '' },
  });
  const text = watch('body');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new key empties the file input once its file was sent.
  const [fileKey, setFileKey] = useState(0);
  const busy = send.isPending || uploading;
  const t = useT(messageMessages);
  const locale = useLocale();
  // The button stays off until there is something to send, so the form shows no error of its own.
  const empty = text.trim().length === 0;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? attachmentProblem(chosen) : null);
  };

  const submit = handleSubmit(async ({ body }) => {
    if (busy) return;
    if (file && attachmentProblem(file)) return;
    let attachmentId: string | undefined;
    if (file) {
      setUploading(true);
      try {
        attachmentId = (await uploadAttachment(file)).id;
      } catch (error) {
        if (error instanceof ApiError) setFileError(error.fieldErrors?.file?.[0] ?? error.message);
        toastError(t('composer.notSent'), error instanceof Error ? error.message : t('composer.fileNotSent'));
        return;
      } finally {
        setUploading(false);
      }
    }
    send.mutate(
      { body, attachmentId },
      {
        onSuccess: () => {
          reset();
          setFile(null);
          setFileKey((key) => key + 1);
        },
        onError: (error) => toastError(t('composer.notSent'), error.message),
      },
    );
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="border-t border-slate-200 bg-white p-3" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={1}
          {...register('body')}
          maxLength={MESSAGE_MAX}
          placeholder={t('composer.placeholder')}
          aria-describedby={text.length >= COUNTER_FROM ? `${id}-count` : undefined}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 resize-none field-sizing-content"
        />
        <Button type="submit" disabled={empty || busy} className="shrink-0">
          <Send aria-hidden className="h-4 w-4" /> {t('composer.send')}
        </Button>
      </div>
      {text.length >= COUNTER_FROM ? (
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600" aria-live="polite">
          {text.length.toLocaleString(INTL_LOCALES[locale])}/
          {MESSAGE_MAX.toLocaleString(INTL_LOCALES[locale])}
        </p>
      ) : null}
      <div className="mt-2">
        <AttachmentField
          key={fileKey}
          label={t('composer.attach')}
          error={fileError}
          onChange={chooseFile}
          disabled={busy}
        />
      </div>
    </form>
  );
}
