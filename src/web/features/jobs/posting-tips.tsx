import type { ReactNode } from 'react';
import { BookOpen, CalendarClock, ClipboardList, ExternalLink, Wallet } from 'lucide-react';
import { localizedPath } from '../../../shared/i18n/locales';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NewTabLink } from '../../components/new-tab-link';
import { useLocale, useT } from '../../lib/i18n';
import { jobFormMessages } from './job-form-messages';

const TIPS = [
  { Icon: ClipboardList, title: 'tips.event.title', text: 'tips.event.text' },
  { Icon: BookOpen, title: 'tips.expectations.title', text: 'tips.expectations.text' },
  { Icon: CalendarClock, title: 'tips.timeline.title', text: 'tips.timeline.text' },
  { Icon: Wallet, title: 'tips.budget.title', text: 'tips.budget.text' },
] as const;

export function PostingTips() {
  const t = useT(jobFormMessages);
  const locale = useLocale();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('tips.title')}</h2>
      <ul className="mt-4 space-y-5">
        {TIPS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <Icon aria-hidden className="h-4 w-4" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
      {/* A plain link (a new tab), so it carries the page's language itself. */}
      <NewTabLink
        href={localizedPath(locale, '/resources/effective-job-posting')}
        className={buttonClasses('secondary', 'md', 'mt-6 w-full')}
      >
        {t('tips.guide')} <ExternalLink aria-hidden className="h-4 w-4" />
      </NewTabLink>
    </Card>
  );
}

/** The job form in a card, with the posting tips beside it on wide screens. */
export function JobFormWithTips({ children }: { children: ReactNode }) {
  const t = useT(jobFormMessages);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-3">
      <Card className="p-6 sm:p-8 lg:col-span-2">{children}</Card>
      <aside aria-label={t('tips.label')} className="lg:sticky lg:top-24 lg:self-start">
        <PostingTips />
      </aside>
    </div>
  );
}
