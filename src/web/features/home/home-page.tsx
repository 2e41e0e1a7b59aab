import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Briefcase,
  CalendarCheck,
  ClipboardList,
  Search,
  Send,
  UserPlus,
  Users,
} from 'lucide-react';
import { pageText } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { FocusAreaCards } from './focus-area-cards';
import { HeroIllustration } from './hero-illustration';
import { HomeSearch } from './home-search';
import { ActionLinks, ButtonLink } from '../../components/ui/button-link';
import { useLocale, useT } from '../../lib/i18n';
import { homeMessages, type HomeKey } from './messages';

interface Step {
  icon: LucideIcon;
  title: HomeKey;
  text: HomeKey;
}

const ORGANIZATION_STEPS: Step[] = [
  {
    icon: ClipboardList,
    title: 'how.organisations.describe.title',
    text: 'how.organisations.describe.text',
  },
  {
    icon: Users,
    title: 'how.organisations.meet.title',
    text: 'how.organisations.meet.text',
  },
  {
    icon: CalendarCheck,
    title: 'how.organisations.run.title',
    text: 'how.organisations.run.text',
  },
];

const FACILITATOR_STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'how.facilitators.profile.title',
    text: 'how.facilitators.profile.text',
  },
  {
    icon: Search,
    title: 'how.facilitators.find.title',
    text: 'how.facilitators.find.text',
  },
  {
    icon: Send,
    title: 'how.facilitators.apply.title',
    text: 'how.facilitators.apply.text',
  },
];

export function Component() {
  const t = useT(homeMessages);
  return (
    <div className="px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <PageMeta {...pageText(useLocale(), '/')} />

      {/* Hero */}
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-50 via-white to-amber-50/60 px-5 py-10 ring-1 ring-slate-200 sm:px-10 lg:px-14 lg:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-100">
              <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-indigo-600" />
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {t('hero.lead')}
            </p>
            <div className="mt-8 max-w-2xl">
              <HomeSearch />
            </div>
            <ActionLinks
              className="mt-6 flex flex-col gap-3 sm:flex-row"
              size="lg"
              primary={{ to: '/auth', icon: UserPlus, label: t('hero.join') }}
              secondary={{ to: '/auth', icon: Briefcase, label: t('hero.postJob') }}
            />
          </div>
          <HeroIllustration className="mx-auto hidden w-full max-w-lg md:block" />
        </div>
      </section>

      {/* Focus areas */}
      <section aria-labelledby="home-focus-areas" className="mt-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2
              id="home-focus-areas"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t('focus.title')}
            </h2>
            <p className="mt-3 text-base leading-7 text-slate-700">{t('focus.lead')}</p>
          </div>
          <Link
            to="/focus-areas"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            {t('focus.all')} <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-8">
          <FocusAreaCards />
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="home-how" className="mt-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="home-how" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('how.title')}
          </h2>
          <p className="mt-3 text-base leading-7 text-slate-700">{t('how.lead')}</p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <HowItWorks
            title={t('how.organisations.title')}
            intro={t('how.organisations.intro')}
            steps={ORGANIZATION_STEPS}
            action={t('how.organisations.action')}
            actionIcon={ClipboardList}
            accent="bg-indigo-600"
          />
          <HowItWorks
            title={t('how.facilitators.title')}
            intro={t('how.facilitators.intro')}
            steps={FACILITATOR_STEPS}
            action={t('how.facilitators.action')}
            actionIcon={UserPlus}
            accent="bg-emerald-600"
          />
        </div>
      </section>

      {/* Closing call to action */}
      <section
        aria-labelledby="home-cta"
        className="relative mt-20 overflow-hidden rounded-3xl bg-indigo-700 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <div aria-hidden className="absolute -top-24 -right-16 h-64 w-64 rounded-full bg-indigo-500/40" />
        <div aria-hidden className="absolute -bottom-28 -left-10 h-64 w-64 rounded-full bg-indigo-800/60" />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {t('cta.title')}
          </h2>
          <p className="mt-4 text-base leading-7 text-indigo-100">{t('cta.text')}</p>
          <Link
            to="/auth"
            className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('cta.action')} <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </section>
    </div>
  );
}

function HowItWorks({
  title,
  intro,
  steps,
  action,
  actionIcon: ActionIcon,
  accent,
}: {
  title: string;
  intro: string;
  steps: Step[];
  action: string;
  actionIcon: LucideIcon;
  accent: string;
}) {
  const t = useT(homeMessages);
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <ol className="mt-6 flex-1 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white ${accent}`}
            >
              <step.icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">{t('how.step', { number: index + 1 })}</span>
                {t(step.title)}
              </p>
              <p className="mt-0.5 text-sm leading-6 text-slate-700">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <ButtonLink to="/auth" icon={ActionIcon} variant="secondary" className="mt-8 self-start">
        {action}
      </ButtonLink>
    </div>
  );
}
