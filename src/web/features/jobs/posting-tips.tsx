import type { ReactNode } from 'react';
import { BookOpen, CalendarClock, ClipboardList, ExternalLink, Wallet } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NewTabLink } from '../../components/new-tab-link';

const TIPS = [
  {
    Icon: ClipboardList,
    title: 'Be specific about the event',
    text: 'Say what the session is for, who will be in the room, how many people, and whether it is in person or online.',
  },
  {
    Icon: BookOpen,
    title: 'Clarify expectations',
    text: 'List the outcomes you need and what the facilitator delivers: agenda design, materials, documentation.',
  },
  {
    Icon: CalendarClock,
    title: 'Specify the timeline',
    text: 'Give the event dates, the preparation time you expect, and when you will decide.',
  },
  {
    Icon: Wallet,
    title: 'Mention your budget',
    text: 'A range (per day or as a fixed fee) helps the right facilitators apply and saves everyone time.',
  },
] as const;

export function PostingTips() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Posting Tips</h2>
      <ul className="mt-4 space-y-5">
        {TIPS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <Icon aria-hidden className="h-4 w-4" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <NewTabLink
        href="/resources/effective-job-posting"
        className={buttonClasses('secondary', 'md', 'mt-6 w-full')}
      >
        View Posting Guide <ExternalLink aria-hidden className="h-4 w-4" />
      </NewTabLink>
    </Card>
  );
}

/** The job form in a card, with the posting tips beside it on wide screens. */
export function JobFormWithTips({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-3">
      <Card className="p-6 sm:p-8 lg:col-span-2">{children}</Card>
      <aside aria-label="Posting tips" className="lg:sticky lg:top-24 lg:self-start">
        <PostingTips />
      </aside>
    </div>
  );
}
