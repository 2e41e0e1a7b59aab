import { Link, useMatch } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { UnreadCount } from '../../components/unread-count';
import { useAuth } from '../../lib/auth';
import { useUnreadMessages } from './api';
import { useT } from '../../lib/i18n';
import { messageMessages } from './messages';

/** The header's link to /messages with the unread count. Loaded lazily, for signed-in users. */
export default function MessagesLink() {
  const { user } = useAuth();
  const { data } = useUnreadMessages(!!user);
  const unread = data?.unreadTotal ?? 0;
  const here = useMatch('/messages/*');
  const t = useT(messageMessages);
  return (
    <Link
      to="/messages"
      aria-label={t('link.label', { count: unread })}
      aria-current={here ? 'page' : undefined}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <MessageSquare aria-hidden className="h-5 w-5" />
      <UnreadCount count={unread} testId="messages-count" />
    </Link>
  );
}
