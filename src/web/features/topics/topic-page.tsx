import { useId } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { splitLocale } from '../../../shared/i18n/locales';
import { Compass } from 'lucide-react';
import { focusAreaBySlug, type FocusArea } from '../../../shared/focus-areas';
import type { Topic } from '../../../shared/topics/topic-types';
import { jobsFeedLink } from '../../../shared/job-feeds';
import { PageShell } from '../../components/page-shell';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button-link';
import { useLocale, useT } from '../../lib/i18n';
import { loadTopic } from './api';
import { topicMessages } from './messages';
import { TopicAside } from './topic-aside';
import { TopicBreadcrumb, TopicHeader } from './topic-header';
import {
  TopicBenefits,
  TopicCaseStudies,
  TopicFaq,
  TopicMethodologies,
  TopicOverview,
  TopicProcess,
  TopicSkills,
  TopicTools,
} from './topic-sections';

/**
 * Loads only the guide this page shows, in the page's language (one small chunk per topic and language).
 * The request's URL keeps the language's prefix (the router's basename): '/de/topics/…' is German.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { locale } = splitLocale(new URL(request.url).pathname);
  return { topic: await loadTopic(params.slug ?? '', locale) };
}

export function Component() {
  const { topic } = useLoaderData<typeof loader>();
  const area = topic ? focusAreaBySlug(topic.slug) : undefined;
  if (!topic || !area) return <TopicNotFound />;
  return <TopicDetail key={topic.slug} topic={topic} area={area} />;
}

function TopicNotFound() {
  const t = useT(topicMessages);
  return (
    <NotFoundView
      title={t('notFound.title')}
      icon={
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <Compass aria-hidden className="h-7 w-7" />
        </span>
      }
      text={t('notFound.text')}
      actions={<ButtonLink to="/focus-areas">{t('notFound.action')}</ButtonLink>}
    />
  );
}

function TopicDetail({ topic, area }: { topic: Topic; area: FocusArea }) {
  const relatedId = useId();
  const locale = useLocale();
  return (
    <PageShell>
      <PageMeta
        title={topic.title}
        description={topic.description}
        canonicalPath={`/topics/${topic.slug}`}
        feed={jobsFeedLink({ focusArea: area.id }, locale)}
      />
      <TopicBreadcrumb title={topic.title} />
      <TopicHeader topic={topic} area={area} />

      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:gap-12">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <TopicOverview topic={topic} />
          <TopicBenefits topic={topic} />
          <TopicProcess topic={topic} />
          <TopicCaseStudies topic={topic} />
          <TopicSkills topic={topic} />
          <TopicMethodologies topic={topic} />
          <TopicFaq topic={topic} />
          <TopicTools topic={topic} />
        </div>
        <TopicAside topic={topic} area={area} relatedId={relatedId} />
      </div>
    </PageShell>
  );
}
