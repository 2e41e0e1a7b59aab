import { Fragment } from 'react';
import { CircleCheck } from 'lucide-react';
import { h3Class, leadClass, listClass, paragraphClass } from './static-page-styles';
import { ActionLinks, CheckList, StaticPage, StaticSection } from './static-page';
import { useT } from '../../lib/i18n';
import { richText, type RichTags } from '../../lib/rich-text';
import { staticMessages, type StaticKey } from './messages';

const CHECKLIST: readonly StaticKey[] = [
  'guide.checklist.title-line',
  'guide.checklist.purpose',
  'guide.checklist.audience',
  'guide.checklist.format',
  'guide.checklist.dates',
  'guide.checklist.budget',
  'guide.checklist.deliverables',
  'guide.checklist.focus',
  'guide.checklist.languages',
  'guide.checklist.application',
];

/** The example posting, term by term. */
const EXAMPLE_POSTING: readonly { term: StaticKey; text: StaticKey }[] = [
  { term: 'guide.example.about.term', text: 'guide.example.about.text' },
  { term: 'guide.example.purpose.term', text: 'guide.example.purpose.text' },
  { term: 'guide.example.audience.term', text: 'guide.example.audience.text' },
  { term: 'guide.example.format.term', text: 'guide.example.format.text' },
  { term: 'guide.example.deliverables.term', text: 'guide.example.deliverables.text' },
  { term: 'guide.example.budget.term', text: 'guide.example.budget.text' },
  { term: 'guide.example.timeline.term', text: 'guide.example.timeline.text' },
  { term: 'guide.example.application.term', text: 'guide.example.application.text' },
];

/** What to include: each element under its own heading. */
const ELEMENTS: readonly { title: StaticKey; text: StaticKey }[] = [
  { title: 'guide.purpose.title', text: 'guide.purpose.text' },
  { title: 'guide.audience.title', text: 'guide.audience.text' },
  { title: 'guide.format.title', text: 'guide.format.text' },
  { title: 'guide.location.title', text: 'guide.location.text' },
];

const DELIVERABLES: readonly StaticKey[] = [
  'guide.deliverables.briefing',
  'guide.deliverables.preWork',
  'guide.deliverables.materials',
  'guide.deliverables.documentation',
  'guide.deliverables.followUp',
];

const MISTAKES: readonly StaticKey[] = [
  'guide.mistakes.topic',
  'guide.mistakes.budget',
  'guide.mistakes.preparation',
  'guide.mistakes.context',
  'guide.mistakes.close',
];

/** The sections of running text, one paragraph each. */
const PARAGRAPH_SECTIONS: readonly { id: string; title: StaticKey; text: StaticKey }[] = [
  { id: 'guide-timeline', title: 'guide.timeline.title', text: 'guide.timeline.text' },
  { id: 'guide-budget', title: 'guide.budget.title', text: 'guide.budget.text' },
  { id: 'guide-focus', title: 'guide.focus.title', text: 'guide.focus.text' },
];

const strong: RichTags = {
  strong: (text) => <strong className="font-semibold text-slate-900">{text}</strong>,
};

const dlClass = 'mt-4 space-y-3 leading-7 text-slate-700';
const dtClass = 'font-semibold text-slate-900';

export function Component() {
  const t = useT(staticMessages);
  return (
    <StaticPage
      path="/resources/effective-job-posting"
      eyebrow={t('guide.eyebrow')}
      title={t('guide.title')}
      intro={<p className={leadClass}>{t('guide.lead')}</p>}
    >
      <StaticSection id="guide-why" title={t('guide.why.title')}>
        <p className={paragraphClass}>{t('guide.why.p1')}</p>
        <p className={paragraphClass}>{t('guide.why.p2')}</p>
      </StaticSection>

      <StaticSection id="guide-include" title={t('guide.include.title')}>
        <p className={paragraphClass}>{t('guide.include.intro')}</p>
        {ELEMENTS.map(({ title, text }) => (
          <Fragment key={title}>
            <h3 className={h3Class}>{t(title)}</h3>
            <p className={paragraphClass}>{t(text)}</p>
          </Fragment>
        ))}
        <h3 className={h3Class}>{t('guide.deliverables.title')}</h3>
        <p className={paragraphClass}>{t('guide.deliverables.intro')}</p>
        <ul className={listClass}>
          {DELIVERABLES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="guide-expectations" title={t('guide.expectations.title')}>
        <p className={paragraphClass}>{t('guide.expectations.p1')}</p>
        <p className={paragraphClass}>{t('guide.expectations.p2')}</p>
      </StaticSection>

      {PARAGRAPH_SECTIONS.map(({ id, title, text }) => (
        <StaticSection key={id} id={id} title={t(title)}>
          <p className={paragraphClass}>{t(text)}</p>
        </StaticSection>
      ))}

      <StaticSection id="guide-mistakes" title={t('guide.mistakes.title')}>
        <ul className={listClass}>
          {MISTAKES.map((key) => (
            <li key={key}>{richText(t(key), strong)}</li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="guide-example" title={t('guide.example.title')}>
        <p className={paragraphClass}>{t('guide.example.intro')}</p>
        <div className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t('guide.example.heading')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('guide.example.focusAreas')}</p>
          <dl className={dlClass}>
            {EXAMPLE_POSTING.map(({ term, text }) => (
              <div key={term}>
                <dt className={dtClass}>{t(term)}</dt>
                <dd>{t(text)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </StaticSection>

      <StaticSection id="guide-checklist" title={t('guide.checklist.title')}>
        <CheckList items={CHECKLIST.map((key) => t(key))} icon={CircleCheck} className="mt-4 space-y-3" />
      </StaticSection>

      <StaticSection id="guide-next" title={t('guide.next.title')}>
        <p className={paragraphClass}>{t('guide.next.text')}</p>
        <ActionLinks
          className="mt-6"
          primary={{ to: '/post-job', label: t('guide.next.postJob') }}
          secondary={{ to: '/facilitators', label: t('guide.next.browse') }}
        />
      </StaticSection>
    </StaticPage>
  );
}
