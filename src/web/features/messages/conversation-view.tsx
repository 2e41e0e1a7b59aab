import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Briefcase, MoreHorizontal } from 'lucide-react';
import type { ConversationDetail } from '../../../shared/messages';
import { DialogActions } from '../../components/form-dialog';
import { BackLink } from '../../components/back-link';
import { QueryError } from '../../components/query-error';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { SendOfferButton } from '../engagements/api';
import { useBlock, useConversation, useMarkConversationRead } from './api';
import { Composer } from './composer';
import { MessageThread } from './message-thread';
import { messageMessages } from './messages';

/** The thread's frame: the height of the screen below the header, so that only the messages scroll. */
const FRAME = 'flex h-[calc(100dvh-11rem)] min-h-[24rem] flex-col overflow-hidden md:h-[calc(100dvh-14rem)]';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState !== 'hidden';

/** One conversation: who it is with, its messages, and the composer (or why the reader cannot write). */
export function ConversationView({ id }: { id: string }) {
  const detail = useConversation(id);
  const t = useT(messageMessages);
  useMarkRead(id, detail.data);

  return (
    <div>
      <div className="mb-3 md:hidden">
        <BackLink to="/messages">{t('thread.back')}</BackLink>
      </div>
      {detail.error ? (
        <QueryError error={detail.error} onRetry={detail.refetch} retrying={detail.isRefetching} />
      ) : (
        <Card className={FRAME}>
          {detail.data ? (
            <ThreadHeader id={id} detail={detail.data} />
          ) : (
            <div
              role="status"
              aria-label={t('thread.loading')}
              className="flex items-center gap-3 border-b border-slate-200 px-4 py-3"
            >
              <Skeleton className="h-10 w-10 rounded-full" />
              <Skeleton className="h-5 w-40" />
            </div>
          )}
          <MessageThread id={id} otherReadAt={detail.data?.otherReadAt ?? null} />
          {detail.data ? (
            detail.data.cannotSend ? (
              <CannotSend id={id} detail={detail.data} />
            ) : (
              <Composer conversationId={id} />
            )
          ) : null}
        </Card>
      )}
    </div>
  );
}

/**
 * Marks the thread read while it is on screen and has unread messages: once per new batch (the latest
 * message), so a failed or slow mark is not repeated on every render.
 */
function useMarkRead(id: string, detail: ConversationDetail | undefined) {
  const { mutate } = useMarkConversationRead(id);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => false);
  const marked = useRef<string | null>(null);
  const unread = detail?.conversation.unreadCount ?? 0;
  const batch = detail?.conversation.lastMessage.createdAt;

  useEffect(() => {
    if (!visible || unread === 0 || !batch || marked.current === batch) return;
    marked.current = batch;
    mutate();
  }, [visible, unread, batch, mutate]);
}

function ThreadHeader({ id, detail }: { id: string; detail: ConversationDetail }) {
  const { other, job } = detail.conversation;
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
      {/* The name is right beside it. */}
      <span aria-hidden className="contents">
        <Avatar name={other.name} src={other.avatarUrl} className="h-10 w-10" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900">
          {other.profileUrl ? (
            <Link to={other.profileUrl} className="hover:text-indigo-700 hover:underline">
              {other.name}
            </Link>
          ) : (
            other.name
          )}
        </h2>
        {job ? (
          <Link
            to={job.url}
            className="flex min-w-0 items-center gap-1 text-xs text-slate-600 hover:text-indigo-700 hover:underline"
          >
            <Briefcase aria-hidden className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{job.title}</span>
          </Link>
        ) : null}
      </div>
      {other.id && !detail.cannotSend ? <SendOfferButton source={{ conversationId: id }} /> : null}
      {other.id ? <ThreadMenu id={id} name={other.name} blockedByMe={detail.blockedByMe} /> : null}
    </div>
  );
}

function useBlockToggle(id: string, name: string) {
  const block = useBlock(id);
  const t = useT(messageMessages);
  const common = useT(commonMessages);
  const toggle = (blocked: boolean, onDone?: () => void) =>
    block.mutate(blocked, {
      onSuccess: () => {
        toastSuccess(t(blocked ? 'block.blocked' : 'block.unblocked', { name }));
        onDone?.();
      },
      onError: (error) => toastError(common('error'), error.message),
    });
  return { toggle, isPending: block.isPending };
}

/** The thread's "More" menu: Block (after a confirmation) or Unblock the other party. */
function ThreadMenu({ id, name, blockedByMe }: { id: string; name: string; blockedByMe: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const block = useBlockToggle(id, name);
  const t = useT(messageMessages);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('thread.more')}>
            <MoreHorizontal aria-hidden className="h-5 w-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            disabled={block.isPending}
            onSelect={() => (blockedByMe ? block.toggle(false) : setConfirming(true))}
          >
            {t(blockedByMe ? 'block.unblock' : 'block.block', { name })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={t('block.confirmTitle', { name })} description={t('block.confirmDescription')}>
          <DialogActions>
            <Button
              variant="destructive"
              disabled={block.isPending}
              onClick={() => block.toggle(true, () => setConfirming(false))}
            >
              {t('block.confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** In place of the composer: why the reader cannot write here, and Unblock when it is their block. */
function CannotSend({ id, detail }: { id: string; detail: ConversationDetail }) {
  const block = useBlockToggle(id, detail.conversation.other.name);
  const t = useT(messageMessages);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p role="status">{detail.cannotSend}</p>
      {detail.blockedByMe ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          disabled={block.isPending}
          onClick={() => block.toggle(false)}
        >
          {t('block.unblock', { name: detail.conversation.other.name })}
        </Button>
      ) : null}
    </div>
  );
}
