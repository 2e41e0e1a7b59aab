import { Link } from 'react-router';
import { Briefcase, FileText } from 'lucide-react';
import { MESSAGE_LINK_REL, type Message } from '../../../shared/messages';
import { AttachmentLinks } from '../../components/attachments';
import { ReportButton } from '../../components/report-button';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { InvitationCard } from './invitation-card';
import { linkify } from './message-text';
import { messageMessages } from './messages';
import { timeOfDay } from './thread-model';

/** A message's plain text with its web addresses as links; line breaks kept. Never read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkify(text).map((segment, index) =>
        segment.type === 'link' ? (
          <a
            key={index}
            href={segment.href}
            rel={MESSAGE_LINK_REL}
            target="_blank"
            className="break-all underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}

/** One message of the thread: mine on the right in the accent colour, theirs on the left. */
export function MessageItem({ message, seen }: { message: Message; seen: boolean }) {
  const { fromMe } = message;
  const locale = useLocale();
  const t = useT(messageMessages);
  return (
    <li className={cn('flex flex-col', fromMe ? 'items-end' : 'items-start')}>
      {message.removed || message.body ? (
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-6 sm:max-w-[75%]',
            fromMe ? 'rounded-br-md bg-indigo-600 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
          )}
        >
          <span className="sr-only">
            {fromMe ? t('inbox.you') : t('item.author', { name: message.author.name })}
          </span>
          {message.removed ? (
            <p className={cn('italic', fromMe ? 'text-indigo-100' : 'text-slate-600')}>{t('item.removed')}</p>
          ) : (
            <MessageText text={message.body} />
          )}
        </div>
      ) : null}
      {message.invitation ? (
        <InvitationCard invitation={message.invitation} invited={!fromMe} />
      ) : message.job ? (
        <RefCard kind="job" to={message.job.url} title={message.job.title} />
      ) : null}
      {message.application ? (
        <RefCard kind="application" to={message.application.url} title={message.application.jobTitle} />
      ) : null}
      {message.attachments.length > 0 ? (
        <AttachmentLinks
          attachments={message.attachments}
          className="mt-1.5 max-w-full rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm"
        />
      ) : null}
      <div className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
        {message.author.memberName ? (
          <span>{t('item.member', { name: message.author.memberName })} ·</span>
        ) : null}
        <time dateTime={message.createdAt}>{timeOfDay(message.createdAt, locale)}</time>
        {!fromMe && !message.removed ? (
          <ReportButton targetType="message" targetId={message.id} isOwner={false} />
        ) : null}
      </div>
      {seen ? <p className="text-xs font-medium text-slate-600">{t('item.seen')}</p> : null}
    </li>
  );
}

/** What a message can refer to: each kind's icon and its name on the card. */
const REF_KINDS = {
  job: [Briefcase, 'item.job'],
  application: [FileText, 'item.application'],
} as const;

/** A job or application the message refers to, as a small card linking to it. */
function RefCard({ kind, to, title }: { kind: keyof typeof REF_KINDS; to: string; title: string }) {
  const t = useT(messageMessages);
  const [Icon, name] = REF_KINDS[kind];
  return (
    <Link
      to={to}
      className="mt-1.5 flex w-72 max-w-full items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-sm hover:border-indigo-300"
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon aria-hidden className="h-4 w-4" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs text-slate-600">{t(name)}</span>
        <span className="block truncate font-medium text-slate-900">{title}</span>
      </span>
    </Link>
  );
}
