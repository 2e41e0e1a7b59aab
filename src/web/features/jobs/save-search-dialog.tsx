import { lazy } from 'react';
import { BellPlus } from 'lucide-react';
import type { SearchFilters } from '../../../shared/saved';
import { MemberDialogButton } from '../../components/member-dialog-button';
import { useT } from '../../lib/i18n';
import { saveSearchMessages } from './save-search-messages';

// The form and its schema load when the dialog opens: /jobs itself does not need zod.
const SaveSearchForm = lazy(() =>
  import('./save-search-form').then((module) => ({ default: module.SaveSearchForm })),
);

/**
 * Save this search: stores the current /jobs filters under a name, with how often new matches are
 * mailed. Signed-out visitors get a link to sign in that brings them back to this search.
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const t = useT(saveSearchMessages);
  return (
    <MemberDialogButton
      icon={BellPlus}
      text={t('open')}
      signInText={t('signIn')}
      variant="secondary"
      title={t('title')}
      description={t('description')}
    >
      {/* Mounted per opening, so the name follows the filters of the moment. */}
      {(close) => <SaveSearchForm filters={filters} onSaved={close} />}
    </MemberDialogButton>
  );
}
