import { lazy, useState } from 'react';
import { EyeOff } from 'lucide-react';
import { FormDialog } from '../../components/form-dialog';
import { profileReferencesMessages } from '../../components/profile-references-messages';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

const HideReferenceForm = lazy(() =>
  import('./hide-reference-form').then((module) => ({ default: module.HideReferenceForm })),
);

/**
 * The operator's "Hide reference" under a reference on a facilitator's profile, as the review's in the reports
 * console: a reason (for the audit log), then POST /api/admin/references/:id/hide; `onHidden` refreshes the
 * profile it was on.
 */
export function HideReferenceButton({
  referenceId,
  name,
  onHidden,
}: {
  referenceId: string;
  name: string;
  onHidden: () => void;
}) {
  const t = useT(profileReferencesMessages);
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t('admin.hideTitle')}
      description={t('admin.hideDescription')}
      trigger={
        <Button variant="destructive" size="sm" aria-label={t('admin.hideLabel', { name })}>
          <EyeOff aria-hidden className="h-4 w-4" /> {t('admin.hide')}
        </Button>
      }
    >
      <HideReferenceForm
        referenceId={referenceId}
        onDone={() => {
          setOpen(false);
          onHidden();
        }}
      />
    </FormDialog>
  );
}
