import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Crown, GraduationCap, Lightbulb, RefreshCw, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { leadClass, linkClass, paragraphClass } from './static-page-styles';
import { ActionLinks, CheckList, StaticPage, StaticSection } from './static-page';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { staticMessages, type StaticKey } from './messages';

interface Category {
  title: StaticKey;
  description: StaticKey;
  icon: LucideIcon;
}

const CATEGORIES: readonly Category[] = [
  { title: 'about.category.strategy.title', description: 'about.category.strategy.text', icon: Target },
  {
    title: 'about.category.innovation.title',
    description: 'about.category.innovation.text',
    icon: Lightbulb,
  },
  { title: 'about.category.team.title', description: 'about.category.team.text', icon: Users },
  {
    title: 'about.category.leadership.title',
    description: 'about.category.leadership.text',
    icon: Crown,
  },
  { title: 'about.category.change.title', description: 'about.category.change.text', icon: RefreshCw },
  {
    title: 'about.category.learning.title',
    description: 'about.category.learning.text',
    icon: GraduationCap,
  },
];

const SECTORS: readonly StaticKey[] = [
  'about.sector.technology',
  'about.sector.healthcare',
  'about.sector.education',
  'about.sector.public',
  'about.sector.nonProfit',
  'about.sector.finance',
  'about.sector.manufacturing',
  'about.sector.retail',
];

const DEMAND_POINTS: readonly StaticKey[] = [
  'about.demand.investing',
  'about.demand.hybrid',
  'about.demand.neutral',
  'about.demand.external',
];

const REASONS: readonly { title: StaticKey; description: StaticKey }[] = [
  { title: 'about.why.specialists.title', description: 'about.why.specialists.text' },
  { title: 'about.why.brief.title', description: 'about.why.brief.text' },
  { title: 'about.why.compare.title', description: 'about.why.compare.text' },
  { title: 'about.why.direct.title', description: 'about.why.direct.text' },
  { title: 'about.why.europe.title', description: 'about.why.europe.text' },
];

export function Component() {
  const t = useT(staticMessages);
  return (
    <StaticPage
      path="/about"
      wide
      eyebrow={t('about.eyebrow')}
      title={t('about.title')}
      intro={
        <>
          <p className={leadClass}>{t('about.lead')}</p>
          <ActionLinks
            className="mt-8"
            primary={{ to: '/facilitators', label: t('about.findFacilitator') }}
            secondary={{ to: '/auth', label: t('about.join') }}
          />
        </>
      }
    >
      <StaticSection id="about-demand" title={t('about.demand.title')} className="mt-16 max-w-3xl">
        <p className={paragraphClass}>{t('about.demand.text')}</p>
        <CheckList items={DEMAND_POINTS.map((key) => t(key))} icon={BadgeCheck} className="mt-6 space-y-4" />
      </StaticSection>

      <StaticSection id="about-sectors" title={t('about.sectors.title')} className="mt-16">
        <p className={`${paragraphClass} max-w-3xl`}>{t('about.sectors.text')}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {SECTORS.map((sector) => (
            <li
              key={sector}
              className="rounded-full border border-indigo-200 bg-indigo-50 px-4 py-1.5 text-sm font-medium text-indigo-900"
            >
              {t(sector)}
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-categories" title={t('about.categories.title')} className="mt-16">
        <p className={`${paragraphClass} max-w-3xl`}>{t('about.categories.text')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 leading-7 text-slate-700">{t(description)}</p>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-why" title={t('about.why.title')} className="mt-16 max-w-3xl">
        <ul className="mt-6 space-y-6">
          {REASONS.map(({ title, description }) => (
            <li key={title} className="flex gap-4">
              <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-600" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 leading-7 text-slate-700">{t(description)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className={paragraphClass}>
          {richText(t('about.why.guide'), {
            link: (text) => (
              <Link to="/resources/effective-job-posting" className={linkClass}>
                {text}
              </Link>
            ),
          })}
        </p>
      </StaticSection>
    </StaticPage>
  );
}
