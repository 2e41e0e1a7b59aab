import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BellPlus } from 'lucide-react';
import type { SearchFilters } from '../../../shared/saved';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormDialog } from '../../components/form-dialog';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { signInHref } from '../../lib/require-auth';
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
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT(saveSearchMessages);
  if (isLoading) return null;
  if (!user) {
    return (
      <Link
        to={signInHref(`${location.pathname}${location.search}`)}
        className={buttonClasses('secondary', 'sm')}
      >
        <BellPlus aria-hidden className="h-4 w-4" /> {t('signIn')}
      </Link>
    );
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          <BellPlus aria-hidden className="h-4 w-4" /> {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
    >
      {/* Mounted per opening, so the name follows the filters of the moment. */}
      <SaveSearchForm filters={filters} onSaved={() => setOpen(false)} />
    </FormDialog>
  );
}
