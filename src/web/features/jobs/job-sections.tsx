import type { ReactNode } from 'react';
import type { JobDetail } from '../../../shared/jobs';
import { PageSection } from '../../components/page-section';
import { Card } from '../../components/ui/card';
import { AboutCompany } from './about-company';
import { RichText } from './rich-text';
import { hasSessionDetails, SessionDetails } from './session-details';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/** The posting's text, one section each: the role, its sessions, requirements, responsibilities, the company. */
export function JobSections({ job }: { job: JobDetail }) {
  const t = useT(jobMessages);
  return (
    <Card className="divide-y divide-slate-200 lg:col-span-2">
      <Section title={t('detail.aboutRole')}>
        <RichText text={job.description} lang={job.contentLanguage} />
      </Section>
      {hasSessionDetails(job) ? (
        <Section title={t('detail.sessionDetails')}>
          <SessionDetails job={job} />
        </Section>
      ) : null}
      <Section title={t('detail.requirements')}>
        <RichText text={job.requirements} lang={job.contentLanguage} />
      </Section>
      {job.responsibilities.trim() ? (
        <Section title={t('detail.responsibilities')}>
          <RichText text={job.responsibilities} lang={job.contentLanguage} />
        </Section>
      ) : null}
      <Section title={t('detail.aboutCompany')}>
        <AboutCompany job={job} />
      </Section>
    </Card>
  );
}

/** A named region of the posting (a landmark screen readers list: "Session details", "Requirements"…). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection title={title} className="p-6 sm:p-8">
      {children}
    </PageSection>
  );
}
