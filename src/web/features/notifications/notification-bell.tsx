import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import type { NotificationItem } from '../../../shared/notifications';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { UnreadCount } from '../../components/unread-count';
import { cn } from '../../lib/cn';
import { BELL_PAGE_SIZE, useMarkAllRead, useMarkRead, useNotifications } from './api';
import { timeAgo } from '../../lib/dates';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { notificationMessages } from './messages';
import { useLiveNotifications } from './use-live-notifications';

/** The header's bell: unread count, the latest notifications, and the live connection. Loaded lazily. */
export default function NotificationBell() {
  useLiveNotifications();
  const navigate = useNavigate();
  const t = useT(notificationMessages);
  const locale = useLocale();
  const common = useT(commonMessages);
  const { data, isPending, isError } = useNotifications(1, BELL_PAGE_SIZE);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = data?.unreadCount ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.link) navigate(item.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('bell.button', { unread })}>
          <Bell aria-hidden className="h-5 w-5" />
          <UnreadCount count={unread} testId="notification-count" />
        </Button>
      </DropdownMenuTrigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('title')}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-2 py-1.5">
            <M.Label className="px-2 text-sm font-semibold text-slate-900">{t('title')}</M.Label>
            <DropdownMenuItem
              disabled={unread === 0 || markAllRead.isPending}
              className="px-2 py-1 text-xs font-medium text-indigo-700 data-[disabled]:cursor-default data-[disabled]:text-slate-500"
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              {t('markAllRead')}
            </DropdownMenuItem>
          </div>
          <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
            {isPending ? (
              <p className="px-3 py-6 text-center text-sm text-slate-700">{common('loading')}</p>
            ) : isError ? (
              <p className="px-3 py-6 text-center text-sm text-slate-700">{t('bell.loadFailed')}</p>
            ) : data.items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-700">{t('bell.empty')}</p>
            ) : (
              data.items.map((item) => (
                <DropdownMenuItem
                  key={item.id}
                  className="items-start gap-3 px-3 py-2.5"
                  onSelect={() => open(item)}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                      item.readAt ? 'bg-transparent' : 'bg-indigo-600',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm text-slate-900', !item.readAt && 'font-semibold')}>
                      {item.title}
                      {item.readAt ? null : <span className="sr-only"> {t('unread')}</span>}
                    </span>
                    {item.body ? (
                      <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">{item.body}</span>
                    ) : null}
                    <span className="mt-1 block text-xs text-slate-600">
                      {timeAgo(item.createdAt, undefined, locale)}
                    </span>
                  </span>
                </DropdownMenuItem>
              ))
            )}
          </div>
          <div className="border-t border-slate-100 p-1">
            <DropdownMenuItem
              className="justify-center font-medium text-indigo-700"
              onSelect={() => navigate('/notifications')}
            >
              {t('bell.viewAll')}
            </DropdownMenuItem>
          </div>
        </M.Content>
      </M.Portal>
    </DropdownMenu>
  );
}
