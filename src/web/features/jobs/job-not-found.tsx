import { COMPANY_LEFT_CODE } from '../../../shared/message-options';
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
 * The view for a job an admin hid, whose company is suspended, or whose company left (the API answers 410,
 * with its own code when the company left).
 */
export function JobGone({ code }: { code?: string }) {
  const t = useT(jobMessages);
  const left = code === COMPANY_LEFT_CODE;
  return (
    <NotFoundView
      title={t('gone.title')}
      status={410}
      text={t(left ? 'gone.companyLeft' : 'gone.removed')}
      link={{ to: '/jobs', label: t('notFound.browse') }}
    />
  );
}
