import { useId, type ReactNode } from 'react';
import type { Translate } from '../../../shared/i18n/catalogue';
import { Link } from 'react-router';
import { CheckCircle2, Trophy } from 'lucide-react';
import { methodName, methodPath } from '../../../shared/methods';
import type { Topic } from '../../../shared/topics/topic-types';
import { TOPIC_COLOR_STYLES } from '../../components/topic-card';
import { Accordion, AccordionItem } from '../../components/ui/accordion';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { topicMessages, type TopicKey } from './messages';
import { methodLinker, mentionedMethods, type MethodLinker } from './method-mentions';
import { topicText } from './topic-text';

// Each section links the first mention of each method in it (see method-mentions.ts): it makes its own
// linker on each render and gives it the section's texts in reading order.

const linkClass =
  'font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700';

/** What the focus area is, in a few paragraphs. */
export function TopicOverview({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.overview')}>
      <div className="space-y-4 text-base leading-7 text-slate-700">
        {topic.longDescription.map((paragraph, index) => (
          <p key={index}>{topicText(paragraph, linkClass, mentions)}</p>
        ))}
      </div>
    </Section>
  );
}

/** What facilitation in this area brings. */
export function TopicBenefits({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.benefits')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {topic.benefits.map((benefit) => (
          <li
            key={benefit}
            className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700"
          >
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            <span>{topicText(benefit, linkClass, mentions)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The phases of a typical engagement, numbered, with their activities. */
export function TopicProcess({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.process')}>
      <ol className="space-y-4">
        {topic.processPhases.map((phase, index) => (
          <li
            key={phase.phase}
            className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span
              aria-hidden
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-slate-900">
                <span className="sr-only">{t('process.phase', { number: index + 1 })}</span>
                {phase.phase}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">
                {topicText(phase.description, linkClass, mentions)}
              </p>
              <ul
                aria-label={t('process.activities', { phase: phase.phase })}
                className="mt-3 flex flex-wrap gap-2"
              >
                {phase.activities.map((activity) => (
                  <li
                    key={activity}
                    className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800"
                  >
                    {activity}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Examples, each with its outcome. */
export function TopicCaseStudies({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.caseStudies')}>
      <div className="space-y-4">
        {topic.caseStudies.map((study) => (
          <article key={study.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Badge>{t('caseStudy.example')}</Badge>
            <h3 className="mt-3 text-base font-semibold text-slate-900">{study.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              {topicText(study.description, linkClass, mentions)}
            </p>
            <div className="mt-4 flex gap-3 rounded-lg bg-emerald-50 p-4 text-sm leading-6 text-emerald-950">
              <Trophy aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
              <p>
                <span className="font-semibold">{t('caseStudy.outcome')}</span>
                {topicText(study.outcome, linkClass, mentions)}
              </p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The skills a facilitator brings to this area. */
export function TopicSkills({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  const colors = TOPIC_COLOR_STYLES[topic.color];
  return (
    <Section title={t('section.skills')}>
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {topic.keySkills.map((skill) => (
          <li key={skill} className="flex gap-2.5 text-sm leading-6 text-slate-700">
            <span aria-hidden className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', colors.dot)} />
            <span>{topicText(skill, linkClass, mentions)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The methods used here, one accordion panel each. */
export function TopicMethodologies({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.methodologies')}>
      <Card className="px-5">
        <Accordion>
          {topic.methodologies.map((method) => (
            <AccordionItem key={method.name} value={method.name} title={method.name} headingLevel={3}>
              {methodologyText(method.name, method.description, mentions, t)}
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
    </Section>
  );
}

/** Questions and answers, when the guide has any. */
export function TopicFaq({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  if (topic.faq.length === 0) return null;
  const mentions = methodLinker();
  return (
    <Section title={t('section.faq')}>
      <Card className="px-5">
        <Accordion>
          {topic.faq.map((item) => (
            <AccordionItem key={item.question} value={item.question} title={item.question} headingLevel={3}>
              {topicText(item.answer, linkClass, mentions)}
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
    </Section>
  );
}

/** Tools that help, each with what it is for. */
export function TopicTools({ topic }: { topic: Topic }) {
  const t = useT(topicMessages);
  const mentions = methodLinker();
  return (
    <Section title={t('section.tools')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {topic.tools.map((tool) => (
          <li key={tool.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-sm font-semibold text-slate-900">{tool.name}</h3>
            <p className="mt-1.5 text-sm leading-6 text-slate-700">
              {topicText(tool.description, linkClass, mentions)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * A methodology's description, with its method mentions linked; a method its name mentions (the name is
 * the accordion's button, which cannot hold a link) gets a link of its own unless the description has it.
 * A function, not a component: the section's linker must see its texts within the section's render.
 */
function methodologyText(name: string, description: string, mentions: MethodLinker, t: Translate<TopicKey>) {
  const inDescription = new Set(mentionedMethods(description));
  const named = mentionedMethods(name).filter((id) => !inDescription.has(id));
  return (
    <>
      <p>{topicText(description, linkClass, mentions)}</p>
      {named.map((id) => (
        <p key={id} className="mt-2">
          <Link to={methodPath(id)} className={linkClass}>
            {t('methodology.about', { method: methodName(id) })}
          </Link>
        </p>
      ))}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
