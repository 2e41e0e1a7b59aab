import { Link, useMatch } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { UnreadCount } from '../../components/unread-count';
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
      <UnreadCount count={unread} testId="messages-count" />
    </Link>
  );
}
