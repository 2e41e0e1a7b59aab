import { Link, useMatch } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { useUnreadMessages } from './api';

/** The header's link to /messages with the unread count. Loaded lazily, for signed-in users. */
export default function MessagesLink() {
  const { user } = useAuth();
  const { data } = useUnreadMessages(!!user);
  const unread = data?.unreadTotal ?? 0;
  const here = useMatch('/messages/*');
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      aria-current={here ? 'page' : undefined}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <MessageSquare aria-hidden className="h-5 w-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="messages-count"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
