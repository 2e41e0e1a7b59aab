import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_EVENT } from '../../../shared/messages';
import { NOTIFICATION_EVENT, RESYNC_EVENT, type NotificationItem } from '../../../shared/notifications';
import { toastSuccess } from '../../lib/toast';
import { messageKeys } from '../messages/api';
import { liveQueryKeys, notificationKeys } from './api';

const STREAM_URL = '/api/notifications/stream';
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps one server-sent-events connection open while a user is signed in.
 * Each notification refreshes the lists it may affect and shows a toast; a
 * conversation event refreshes the inbox, the open thread and the unread count. The
 * browser reconnects by itself after a dropped connection; when the server
 * refused the stream (e.g. 503 while it restarts) we reconnect with back-off.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let delay = RETRY_MIN_MS;
    let disposed = false;
    let missedEvents = false;
    let firstOpen = true;

    const refresh = (type?: string) => {
      for (const queryKey of liveQueryKeys(type)) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      source = new EventSource(STREAM_URL);
      source.addEventListener('open', () => {
        delay = RETRY_MIN_MS;
        // Whatever happened while we were disconnected was not streamed to us.
        if (missedEvents) {
          missedEvents = false;
          refresh();
        } else if (firstOpen) {
          // Nor what happened between the page's first reads and this moment: the bell and the
          // conversations (a message sent while the page loaded) are read again.
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        }
        firstOpen = false;
      });
      source.addEventListener(NOTIFICATION_EVENT, (event) => {
        let item: NotificationItem;
        try {
          item = JSON.parse((event as MessageEvent<string>).data) as NotificationItem;
        } catch {
          return;
        }
        refresh(item.type);
        toastSuccess(item.title, item.body || undefined);
      });
      source.addEventListener(RESYNC_EVENT, () => refresh());
      // A message, read mark, invitation or block in one of the user's conversations.
      source.addEventListener(CONVERSATION_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      });
      source.addEventListener('error', () => {
        missedEvents = true;
        if (source?.readyState !== EventSource.CLOSED || disposed) return;
        source.close();
        retryTimer = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };

    connect();
    return () => {
      disposed = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient]);
}
