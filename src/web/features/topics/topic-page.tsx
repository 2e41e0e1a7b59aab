// Long on purpose: one topic guide is one long page of sections (overview, phases, methods, tools,
// case studies, FAQ) that each render a few lines of the topic's data; split, they would only pass it around.
import { useId, type ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArrowRight, Briefcase, CheckCircle2, ChevronRight, Compass, Trophy, Users } from 'lucide-react';
import { FOCUS_AREAS, focusAreaBySlug, type FocusArea } from '../../../shared/focus-areas';
import { methodName, methodPath } from '../../../shared/methods';
import type { Topic } from '../../../shared/topics/topic-types';
import { jobsFeedLink } from '../../../shared/job-feeds';
import { PageShell } from '../../components/page-shell';
import { NOT_FOUND_TITLES } from '../../../shared/page-meta';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { Accordion, AccordionItem } from '../../components/ui/accordion';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';
import { loadTopic } from './api';
import { JobCount, jobsLabel } from './job-count';
import { methodLinker, mentionedMethods, type MethodLinker } from './method-mentions';
import { topicText } from './topic-text';
import { TOPIC_COLOR_STYLES } from '../../components/topic-card';
import { topicIcon } from './topic-visuals';
import { ButtonLink } from '../../components/ui/button-link';

/** Loads only the guide this page shows (one small chunk per topic). */
export async function loader({ params }: LoaderFunctionArgs) {
  return { topic: await loadTopic(params.slug ?? '') };
}

export function Component() {
  const { topic } = useLoaderData<typeof loader>();
  const area = topic ? focusAreaBySlug(topic.slug) : undefined;
  if (!topic || !area) return <TopicNotFound />;
  return <TopicDetail key={topic.slug} topic={topic} area={area} />;
}

function TopicNotFound() {
  return (
    <NotFoundView
      title={NOT_FOUND_TITLES.topic}
      icon={
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <Compass aria-hidden className="h-7 w-7" />
        </span>
      }
      text="The topic you're looking for doesn't exist or has been moved."
      actions={<ButtonLink to="/focus-areas">View All Focus Areas</ButtonLink>}
    />
  );
}

const linkClass =
  'font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700';

function TopicDetail({ topic, area }: { topic: Topic; area: FocusArea }) {
  const Icon = topicIcon(topic.icon);
  const colors = TOPIC_COLOR_STYLES[topic.color];
  const related = FOCUS_AREAS.filter((other) => other.slug !== topic.slug);
  const relatedId = useId();
  // Each section links the first mention of each method in it (see method-mentions.ts).
  const [overview, benefits, process, cases, skills, methodologies, faq, tools] = Array.from(
    { length: 8 },
    () => methodLinker(),
  );

  return (
    <PageShell>
      <PageMeta
        title={topic.title}
        description={topic.description}
        feed={jobsFeedLink({ focusArea: area.id })}
      />

      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/focus-areas" className="rounded hover:text-slate-900 hover:underline">
              Focus Areas
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            {topic.title}
          </li>
        </ol>
      </nav>

      <header
        className={cn(
          'relative mt-4 overflow-hidden rounded-2xl border border-slate-200 px-6 py-8 sm:px-10 sm:py-10',
          colors.soft,
        )}
      >
        <div aria-hidden className={cn('absolute inset-y-0 left-0 w-1.5', colors.bar)} />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <span
            className={cn(
              'flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
              colors.text,
            )}
          >
            <Icon aria-hidden className="h-7 w-7" />
          </span>
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{topic.title}</h1>
            <p className="mt-3 text-base leading-7 text-slate-700 sm:text-lg">{topic.description}</p>
            {/* On phones the side panel comes last; the open-jobs number also shows here. Its height is
                fixed, so that the number replacing its placeholder moves nothing below. */}
            <Link
              to={`/jobs?focusArea=${area.id}`}
              className="mt-5 inline-flex min-h-8 items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 lg:hidden"
            >
              <Briefcase aria-hidden className="h-4 w-4 text-slate-600" />
              <JobCount id={area.id} suffix=" open" />
              <ArrowRight aria-hidden className="h-4 w-4 text-indigo-700" />
            </Link>
          </div>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:gap-12">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <Section title="Overview">
            <div className="space-y-4 text-base leading-7 text-slate-700">
              {topic.longDescription.map((paragraph, index) => (
                <p key={index}>{topicText(paragraph, linkClass, overview)}</p>
              ))}
            </div>
          </Section>

          <Section title="Key Benefits">
            <ul className="grid gap-3 sm:grid-cols-2">
              {topic.benefits.map((benefit) => (
                <li
                  key={benefit}
                  className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700"
                >
                  <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  <span>{topicText(benefit, linkClass, benefits)}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section title="The Facilitation Process">
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
                      <span className="sr-only">Phase {index + 1}: </span>
                      {phase.phase}
                    </h3>
                    <p className="mt-1 text-sm leading-6 text-slate-700">
                      {topicText(phase.description, linkClass, process)}
                    </p>
                    <ul aria-label={`${phase.phase} activities`} className="mt-3 flex flex-wrap gap-2">
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

          <Section title="Case Studies">
            <div className="space-y-4">
              {topic.caseStudies.map((study) => (
                <article
                  key={study.title}
                  className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <Badge>Example</Badge>
                  <h3 className="mt-3 text-base font-semibold text-slate-900">{study.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-700">
                    {topicText(study.description, linkClass, cases)}
                  </p>
                  <div className="mt-4 flex gap-3 rounded-lg bg-emerald-50 p-4 text-sm leading-6 text-emerald-950">
                    <Trophy aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
                    <p>
                      <span className="font-semibold">Outcome: </span>
                      {topicText(study.outcome, linkClass, cases)}
                    </p>
                  </div>
                </article>
              ))}
            </div>
          </Section>

          <Section title="Essential Skills">
            <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {topic.keySkills.map((skill) => (
                <li key={skill} className="flex gap-2.5 text-sm leading-6 text-slate-700">
                  <span aria-hidden className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', colors.dot)} />
                  <span>{topicText(skill, linkClass, skills)}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section title="Popular Methodologies">
            <Card className="px-5">
              <Accordion>
                {topic.methodologies.map((method) => (
                  <AccordionItem key={method.name} value={method.name} title={method.name} headingLevel={3}>
                    {methodologyText(method.name, method.description, methodologies)}
                  </AccordionItem>
                ))}
              </Accordion>
            </Card>
          </Section>

          {topic.faq.length > 0 ? (
            <Section title="Frequently Asked Questions">
              <Card className="px-5">
                <Accordion>
                  {topic.faq.map((item) => (
                    <AccordionItem
                      key={item.question}
                      value={item.question}
                      title={item.question}
                      headingLevel={3}
                    >
                      {topicText(item.answer, linkClass, faq)}
                    </AccordionItem>
                  ))}
                </Accordion>
              </Card>
            </Section>
          ) : null}

          <Section title="Recommended Tools">
            <ul className="grid gap-4 sm:grid-cols-2">
              {topic.tools.map((tool) => (
                <li key={tool.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="text-sm font-semibold text-slate-900">{tool.name}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-700">
                    {topicText(tool.description, linkClass, tools)}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <aside aria-label={`About ${topic.title}`} className="space-y-6">
          <OpenJobsCard area={area} title={topic.title} />

          <Card className="p-6">
            <h2 className="text-base font-semibold text-slate-900">Quick Facts</h2>
            <dl className="mt-4 divide-y divide-slate-100">
              {topic.quickFacts.map((fact) => (
                <div key={fact.label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                  <dd className="text-sm font-medium text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card className="border-indigo-100 bg-indigo-50 p-6">
            <h2 className="text-base font-semibold text-slate-900">Ready to Get Started</h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">
              Find an experienced facilitator for your next {topic.title} session, or describe what you need
              and let facilitators come to you.
            </p>
            <div className="mt-5 flex flex-col gap-2">
              <ButtonLink to="/facilitators" icon={Users}>
                Find Facilitators
              </ButtonLink>
              <ButtonLink to="/post-job" icon={Briefcase} variant="secondary">
                Post a Job
              </ButtonLink>
            </div>
          </Card>

          <Card className="p-6">
            <h2 id={relatedId} className="text-base font-semibold text-slate-900">
              Related Focus Areas
            </h2>
            <nav aria-labelledby={relatedId}>
              <ul className="mt-3 space-y-0.5">
                {related.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={`/topics/${other.slug}`}
                      className="group flex items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900"
                    >
                      <span
                        aria-hidden
                        className={cn('h-2 w-2 shrink-0 rounded-full', TOPIC_COLOR_STYLES[other.color].dot)}
                      />
                      <span className="flex-1">{other.label}</span>
                      <ArrowRight
                        aria-hidden
                        className="h-3.5 w-3.5 text-slate-400 group-hover:text-slate-700"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
        </aside>
      </div>
    </PageShell>
  );
}

/**
 * A methodology's description, with its method mentions linked; a method its name mentions (the name is
 * the accordion's button, which cannot hold a link) gets a link of its own unless the description has it.
 * A function, not a component: the section's linker must see its texts within the page's render.
 */
function methodologyText(name: string, description: string, mentions: MethodLinker) {
  const inDescription = new Set(mentionedMethods(description));
  const named = mentionedMethods(name).filter((id) => !inDescription.has(id));
  return (
    <>
      <p>{topicText(description, linkClass, mentions)}</p>
      {named.map((id) => (
        <p key={id} className="mt-2">
          <Link to={methodPath(id)} className={linkClass}>
            About {methodName(id)}
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

function OpenJobsCard({ area, title }: { area: FocusArea; title: string }) {
  const { data, isPending, isError } = useFocusAreaCounts();
  const count = data?.[area.id];
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Open Jobs</h2>
      <div className="mt-3 flex items-baseline gap-2">
        {isPending ? (
          <Skeleton className="h-9 w-28" />
        ) : isError || count === undefined ? (
          <p className="text-sm text-slate-700">Job numbers are unavailable right now.</p>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="block text-3xl font-bold tracking-tight text-slate-900">{jobsLabel(count)}</span>
            open in {title}
          </p>
        )}
      </div>
      <Button asChild variant="secondary" className="mt-5 w-full">
        <Link to={`/jobs?focusArea=${area.id}`}>
          Browse open jobs <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </Button>
    </Card>
  );
}
