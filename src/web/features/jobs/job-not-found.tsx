import { COMPANY_LEFT } from '../../../shared/message-options';
import { NotFoundView } from '../../components/not-found-view';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/** The view for an unknown job id (and for someone else's job on its edit page). */
export function JobNotFound() {
  const t = useT(jobMessages);
  return (
    <NotFoundView
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ to: '/jobs', label: t('notFound.browse') }}
    />
  );
}

/**
 * The view for a job an admin hid, whose company is suspended, or whose company left (the API answers 410
 * with a message saying so).
 */
export function JobGone({ reason }: { reason?: string }) {
  const t = useT(jobMessages);
  const left = reason === COMPANY_LEFT;
  return (
    <NotFoundView
      title={t('gone.title')}
      status={410}
      text={t(left ? 'gone.companyLeft' : 'gone.removed')}
      link={{ to: '/jobs', label: t('notFound.browse') }}
    />
  );
}
