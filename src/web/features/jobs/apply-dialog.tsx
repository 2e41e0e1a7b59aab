import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LogIn, Plus, Trash2 } from 'lucide-react';
import { ApplySchema, COVER_LETTER_MAX, MAX_PORTFOLIO_LINKS } from '../../../shared/applications';
import { AttachmentField, attachmentProblem, uploadAttachment } from '../../components/attachments';
import { DialogActions, DialogForm, FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { signInHref } from '../../lib/require-auth';
import { toastSuccess } from '../../lib/toast';
import { useApply } from '../applications/api';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { formatNumber } from '../../../shared/i18n/locales';
import { jobMessages } from './messages';

/**
 * The form holds links as objects (what useFieldArray needs) and lets an added
 * but empty link box pass; every rule itself comes from ApplySchema.
 */
const linkRule = ApplySchema.shape.portfolioLinks.unwrap().element;
const ApplyFormSchema = z.object({
  coverLetter: ApplySchema.shape.coverLetter,
  portfolioLinks: z.array(
    z.object({
      url: z.string().superRefine((value, ctx) => {
        if (!value.trim()) return;
        const result = linkRule.safeParse(value);
        if (!result.success)
          for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      }),
    }),
  ),
  availability: ApplySchema.shape.availability,
});
/** The start of an address, the same in every language. */
const LINK_PLACEHOLDER = 'https://';

type ApplyFormValues = z.input<typeof ApplyFormSchema>;
type ApplyFormOutput = z.output<typeof ApplyFormSchema>;

interface ApplyDialogProps {
  job: { id: string; title: string };
  /** What the cover letter starts with (an accepted invitation's thanks); empty by default. */
  coverLetter?: string;
  /** Called once the application was stored. */
  onApplied(): void;
}

/** The Apply dialog, open; the job page mounts it when someone chooses Apply. */
export function ApplyDialog({
  onOpenChange,
  ...props
}: ApplyDialogProps & { onOpenChange(open: boolean): void }) {
  const { user, isLoading } = useAuth();
  const t = useT(jobMessages);
  const content = isLoading
    ? { body: <LoadingState /> }
    : !user
      ? {
          description: t('apply.signIn.description'),
          body: <SignInToApply job={props.job} />,
        }
      : user.userType !== 'facilitator'
        ? { description: t('apply.company.description'), body: <CompaniesCannotApply /> }
        : {
            description: t('apply.description'),
            body: <ApplyForm {...props} viewerId={user.id} />,
          };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('apply.title', { title: props.job.title })}
      description={content.description}
    >
      {content.body}
    </FormDialog>
  );
}

function SignInToApply({ job }: { job: ApplyDialogProps['job'] }) {
  const t = useT(jobMessages);
  return (
    <>
      <p className="text-sm leading-6 text-slate-700">{t('apply.signIn.text')}</p>
      <DialogActions className="mt-6">
        <Button asChild>
          <Link to={signInHref(`/jobs/${job.id}?apply=1`)}>
            <LogIn aria-hidden className="h-4 w-4" /> {t('apply.signIn.action')}
          </Link>
        </Button>
      </DialogActions>
    </>
  );
}

function CompaniesCannotApply() {
  const t = useT(jobMessages);
  return (
    <>
      <p className="text-sm leading-6 text-slate-700">{t('apply.company.text')}</p>
      <DialogActions close={t('apply.close')} className="mt-6" />
    </>
  );
}

function ApplyForm({ job, coverLetter = '', viewerId, onApplied }: ApplyDialogProps & { viewerId: string }) {
  const apply = useApply(job.id, viewerId);
  const t = useT(jobMessages);
  const showError = useErrorToast();
  const locale = useLocale();
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A file sent once is not sent again when the application itself must be corrected and resubmitted.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? attachmentProblem(chosen) : null);
  };
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues, unknown, ApplyFormOutput>({
    resolver: zodResolver(ApplyFormSchema),
    defaultValues: { coverLetter, portfolioLinks: [], availability: '' },
  });
  const links = useFieldArray({ control, name: 'portfolioLinks' });
  const coverLength = (watch('coverLetter') ?? '').trim().length;
  const busy = isSubmitting || apply.isPending || uploading;

  const onSubmit = handleSubmit(async (values) => {
    setConflictMessage(null);
    const problem = file && attachmentProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      let attachmentId: string | undefined;
      if (file && uploaded.current?.file === file) attachmentId = uploaded.current.id;
      else if (file) {
        setUploading(true);
        try {
          attachmentId = (await uploadAttachment(file)).id;
          uploaded.current = { file, id: attachmentId };
        } catch (error) {
          if (error instanceof ApiError) setFileError(error.fieldErrors?.file?.[0] ?? error.message);
          throw error;
        } finally {
          setUploading(false);
        }
      }
      const body = ApplySchema.parse({
        coverLetter: values.coverLetter,
        portfolioLinks: values.portfolioLinks.map((link) => link.url.trim()).filter(Boolean),
        availability: values.availability || undefined,
        attachmentId,
      });
      await apply.mutateAsync(body);
      toastSuccess(t('apply.submitted'), t('apply.submitted.text'));
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflictMessage(error.message);
        return;
      }
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const [field, index] = key.split('.');
          if (field === 'coverLetter' || field === 'availability')
            setError(field, { type: 'server', message: messages[0] });
          if (field === 'portfolioLinks' && index !== undefined)
            setError(`portfolioLinks.${Number(index)}.url`, { type: 'server', message: messages[0] });
          if (field === 'attachmentId') setFileError(messages[0] ?? null);
        }
      }
      showError(error);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={busy}
      submitLabel={t('apply.submit')}
      pendingLabel={t('apply.submitting')}
      refusal={{ title: t('apply.refused'), message: conflictMessage }}
    >
      <FormField
        label={t('apply.coverLetter')}
        hint={t('apply.coverLetter.hint', {
          length: formatNumber(coverLength, locale),
          max: formatNumber(COVER_LETTER_MAX, locale),
        })}
        error={errors.coverLetter?.message}
      >
        <Textarea
          rows={7}
          maxLength={COVER_LETTER_MAX + 200}
          {...register('coverLetter')}
          placeholder={t('apply.coverLetter.placeholder')}
        />
      </FormField>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('apply.links')}{' '}
          <span className="font-normal text-slate-600">
            {t('apply.links.optional', { max: MAX_PORTFOLIO_LINKS })}
          </span>
        </legend>
        <div className="mt-2 space-y-2">
          {links.fields.map((field, index) => {
            const error = errors.portfolioLinks?.[index]?.url?.message;
            const errorId = `portfolio-link-${field.id}-error`;
            return (
              <div key={field.id}>
                <div className="flex gap-2">
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder={LINK_PLACEHOLDER}
                    aria-label={t('apply.link', { number: index + 1 })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...register(`portfolioLinks.${index}.url`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => links.remove(index)}
                    aria-label={t('apply.removeLink', { number: index + 1 })}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                </div>
                {error ? (
                  <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                    <LocalizedMessage message={error} />
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {links.fields.length < MAX_PORTFOLIO_LINKS ? (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => links.append({ url: '' })}>
            <Plus aria-hidden className="h-4 w-4" /> {t('apply.addLink')}
          </Button>
        ) : null}
      </fieldset>

      <FormField
        label={t('apply.availability')}
        optional
        hint={t('apply.availability.hint')}
        error={errors.availability?.message}
      >
        <Input {...register('availability')} />
      </FormField>

      <AttachmentField
        label={t('apply.attachment')}
        error={fileError}
        onChange={chooseFile}
        disabled={busy}
      />
    </DialogForm>
  );
}
