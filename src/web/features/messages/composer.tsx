import { useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { MESSAGE_MAX, SendMessageSchema } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { toastError } from '../../lib/toast';
import { useSendMessage } from './api';

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
  // The button stays off until there is something to send, so the form shows no error of its own.
  const empty = text.trim().length === 0;

  const submit = handleSubmit(({ body }) => {
    if (send.isPending) return;
    send.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => toastError('Message not sent', error.message),
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="border-t border-slate-200 bg-white p-3" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={1}
          {...register('body')}
          maxLength={MESSAGE_MAX}
          placeholder="Write a message"
          aria-describedby={text.length >= COUNTER_FROM ? `${id}-count` : undefined}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 resize-none field-sizing-content"
        />
        <Button type="submit" disabled={empty || send.isPending} className="shrink-0">
          <Send aria-hidden className="h-4 w-4" /> Send
        </Button>
      </div>
      {text.length >= COUNTER_FROM ? (
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600" aria-live="polite">
          {text.length.toLocaleString('en-US')}/{MESSAGE_MAX.toLocaleString('en-US')}
        </p>
      ) : null}
    </form>
  );
}
