import { useParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { cn } from '../../lib/cn';
import { ConversationView } from './conversation-view';
import { InboxList } from './inbox-list';
import { useT } from '../../lib/i18n';
import { messageMessages } from './messages';

/**
 * /messages and /messages/:id. From the md breakpoint up the list and the open thread sit side by side;
 * on a phone the page shows one of them (the thread has a link back to the list).
 */
export function Component() {
  const { id } = useParams();
  const t = useT(messageMessages);
  return (
    <PageShell className="mx-auto max-w-6xl py-6 sm:py-8">
      <PageMeta title={t('page.title')} />
      <h1 className={cn('text-3xl font-bold tracking-tight text-slate-900', id && 'max-md:sr-only')}>
        {t('page.title')}
      </h1>
      <div
        className={cn(
          'mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:mt-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]',
          id && 'max-md:mt-0',
        )}
      >
        <div className={cn(id && 'max-md:hidden')}>
          <InboxList activeId={id} />
        </div>
        <div className={cn(!id && 'max-md:hidden')}>
          {/* Keyed: each thread starts with its own scroll position and read mark. */}
          {id ? <ConversationView key={id} id={id} /> : <NoThreadOpen />}
        </div>
      </div>
    </PageShell>
  );
}

function NoThreadOpen() {
  const t = useT(messageMessages);
  return (
    <div className="flex h-full min-h-[24rem] flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 px-6 text-center text-slate-700">
      <MessagesSquare aria-hidden className="mb-3 h-8 w-8 text-slate-500" />
      <p className="text-sm">{t('page.noThread')}</p>
    </div>
  );
}
