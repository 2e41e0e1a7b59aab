import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { useThread } from './api';
import { MessageItem } from './message-item';
import { messageMessages } from './messages';
import { byDay, latest, seenMessageId, threadMessages } from './thread-model';

/** Closer to the bottom than this (px), the reader follows new messages. */
const FOLLOW_SLACK_PX = 120;

/**
 * The messages of one conversation, oldest at the top, by day. Opens at the newest; older pages load
 * when the reader scrolls to the top (or presses the button there), without moving what they read.
 */
export function MessageThread({ id, otherReadAt }: { id: string; otherReadAt: string | null }) {
  const thread = useThread(id);
  const locale = useLocale();
  const t = useT(messageMessages);
  const common = useT(commonMessages);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = thread;
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  /** The scroll height and position just before older messages were asked for. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const lastShown = useRef<string | null>(null);
  const content = useRef<HTMLDivElement>(null);

  const pages = thread.data?.pages;
  const messages = useMemo(() => (pages ? threadMessages(pages) : []), [pages]);
  const days = useMemo(() => byDay(messages, locale), [messages, locale]);
  const readAt = latest(otherReadAt, pages?.[0]?.otherReadAt);
  const seenId = seenMessageId(messages, readAt);
  const newest = messages.at(-1);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    void fetchNextPage();
  };
  // The observer calls the latest loadOlder without being rebuilt on each render.
  const loadOlderRef = useRef(loadOlder);
  useLayoutEffect(() => {
    loadOlderRef.current = loadOlder;
  });

  // Older messages came in above: keep the ones on screen where they were.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !anchor.current) return;
    element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
    anchor.current = null;
  }, [pages?.length]);

  // The first page, a message of mine or a new one while at the bottom: show the newest.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !newest || newest.id === lastShown.current) return;
    if (lastShown.current === null || newest.fromMe || atBottom.current)
      element.scrollTop = element.scrollHeight;
    lastShown.current = newest.id;
  }, [newest]);

  const ready = messages.length > 0;
  // The frame or the messages changed size (the composer appeared, a font loaded): stay at the bottom.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && !anchor.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [ready]);

  useEffect(() => {
    const target = sentinel.current;
    if (!ready || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready]);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 sm:px-5"
      // A chat history: screen readers announce new messages, and keyboard users can scroll it.
      role="log"
      aria-label={t('thread.history')}
      tabIndex={0}
      aria-busy={thread.isPending || isFetchingNextPage}
    >
      {thread.error ? (
        <QueryError error={thread.error} onRetry={thread.refetch} retrying={thread.isRefetching} />
      ) : thread.isPending ? (
        <div role="status" aria-label={t('thread.loadingMessages')} className="space-y-4">
          {['w-2/3', 'ml-auto w-1/2', 'w-3/5', 'ml-auto w-2/5'].map((width) => (
            <Skeleton key={width} className={cn('h-12 rounded-2xl', width)} />
          ))}
        </div>
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-700">{t('thread.empty')}</p>
      ) : (
        <div ref={content}>
          <div ref={sentinel} aria-hidden className="h-px" />
          {hasNextPage ? (
            <div className="mb-4 flex justify-center">
              <Button variant="secondary" size="sm" onClick={loadOlder} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? common('loading') : t('thread.loadOlder')}
              </Button>
            </div>
          ) : null}
          {days.map((day) => (
            <div key={day.label} className="mb-4 last:mb-0">
              <h3 className="my-3 flex items-center gap-3 text-xs font-medium text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
                {day.label}
              </h3>
              <ol className="space-y-3">
                {day.messages.map((message) => (
                  <MessageItem key={message.id} message={message} seen={message.id === seenId} />
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
