import { lazy, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { Send } from 'lucide-react';
import type { MyApplication } from '../../../shared/applications';
import type { JobDetail } from '../../../shared/jobs';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { useAuth } from '../../lib/auth';
import { signInHref } from '../../lib/require-auth';
import { localizedPath } from '../../../shared/i18n/locales';
import { countClick } from '../insights/api';
import { AppliedNote } from './applied-note';
import { OwnerControls, OwnerNote } from './owner-controls';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages, jobText } from './messages';

/**
 * The Apply dialog (Radix Dialog, react-hook-form, the application schema) is code only someone
 * applying needs: it loads when the Apply button is pointed at or focused, not with the page.
 */
const loadApplyDialog = () => import('./apply-dialog');
export const ApplyDialog = lazy(() => loadApplyDialog().then((module) => ({ default: module.ApplyDialog })));

/**
 * The Apply dialog's state: which button opened it (focus goes back there), the cover letter it starts
 * with, and where focus goes once the application is in.
 */
export function useApplyFlow(job: JobDetail, canApply: boolean, viewerKnown: boolean) {
  const [applyOpen, setApplyOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const openApply = (event: MouseEvent<HTMLElement>) => {
    countClick('apply', job.id);
    opener.current = event.currentTarget;
    setApplyOpen(true);
  };
  const onOpenChange = (open: boolean) => {
    setApplyOpen(open);
    // Two buttons open the same dialog: give focus back to the one that was used.
    if (!open) setTimeout(() => opener.current?.focus(), 0);
  };
  const onApplied = () => {
    setApplyOpen(false);
    setTimeout(() => appliedRef.current?.focus(), 50);
  };

  // `?apply=1` (from an accepted invitation: `&invitation=ID`) opens the dialog once the facilitator is known
  // to be able to apply; the parameters then leave the URL, so that a reload does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const [coverLetter, setCoverLetter] = useState('');
  const locale = useLocale();
  const applyRequested = searchParams.get('apply') === '1' && viewerKnown && canApply;
  const invited = searchParams.has('invitation');
  useEffect(() => {
    if (!applyRequested) return;
    setCoverLetter(invited ? jobText(locale, 'apply.invitedCoverLetter', { title: job.title }) : '');
    setApplyOpen(true);
    setSearchParams(
      (params) => {
        params.delete('apply');
        params.delete('invitation');
        params.delete('click');
        return params;
      },
      { replace: true },
    );
  }, [applyRequested, invited, job.title, locale, setSearchParams]);

  return { applyOpen, openApply, onOpenChange, onApplied, appliedRef, coverLetter };
}

/**
 * What the page offers where one applies (`top`: beside the title; `card`: in Application Details): the
 * owner's controls, the viewer's application, Apply Now, or nothing.
 */
export function ApplyAction({
  job,
  application,
  canApply,
  where,
  onApply,
  appliedRef,
}: {
  job: JobDetail;
  application: MyApplication | null;
  canApply: boolean;
  where: 'top' | 'card';
  onApply: (event: MouseEvent<HTMLElement>) => void;
  appliedRef: RefObject<HTMLParagraphElement | null>;
}) {
  const { user, isLoading: authLoading } = useAuth();
  const t = useT(jobMessages);
  const locale = useLocale();
  if (job.isOwner) return where === 'top' ? <OwnerControls job={job} /> : <OwnerNote job={job} />;
  if (application)
    return <AppliedNote application={application} focusRef={where === 'top' ? appliedRef : undefined} />;
  if (!canApply) return null;
  // A visitor signs in first (a link, which works before the page runs) and comes back to apply.
  if (!user && !authLoading)
    return (
      <ButtonLink
        to={signInHref(`/jobs/${job.id}?apply=1`)}
        onClick={() => countClick('apply', job.id)}
        icon={Send}
        size="lg"
        className={where === 'card' ? 'w-full' : 'w-full sm:w-auto'}
      >
        {t('apply.now')}
      </ButtonLink>
    );
  // A form that asks for this page with `?apply=1`: a tap before the page runs reloads it (the server counts
  // that as the Apply click, `click=apply`), and the page opens the dialog once it runs (useApplyFlow). Once it runs, the button opens the dialog without leaving.
  return (
    <form
      method="get"
      action={localizedPath(locale, `/jobs/${job.id}`)}
      className={where === 'card' ? 'w-full' : 'w-full sm:w-auto'}
    >
      <input type="hidden" name="apply" value="1" />
      {/* The server counts this tap as the Apply click (it never reaches the server once the page runs). */}
      <input type="hidden" name="click" value="apply" />
      <Button
        type="submit"
        size="lg"
        onClick={(event) => {
          event.preventDefault();
          onApply(event);
        }}
        onPointerEnter={() => void loadApplyDialog()}
        onFocus={() => void loadApplyDialog()}
        className="w-full"
      >
        <Send aria-hidden className="h-4 w-4" /> {t('apply.now')}
      </Button>
    </form>
  );
}
