import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, Send } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  ContactFacilitatorSchema,
  type ContactFacilitatorFormValues,
  type ContactFacilitatorInput,
  type ContactKind,
} from '../../../shared/profiles';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useFormGuard } from '../../lib/form-guard';
import type { FromState } from '../../lib/require-auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { useContactFacilitator } from './api';

interface ContactDialogProps {
  facilitatorId: string;
  firstName: string;
  kind: ContactKind;
  /** The trigger button. */
  children: ReactNode;
}

/** Contact / Request Availability: a short message for signed-in companies; everyone else is asked to sign in as a company. */
export function ContactDialog({ facilitatorId, firstName, kind, children }: ContactDialogProps) {
  const [open, setOpen] = useState(false);
  const { userType } = useAuth();
  const title = kind === 'availability' ? `Request availability from ${firstName}` : `Contact ${firstName}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      {userType === 'company' ? (
        <DialogContent
          title={title}
          description={
            kind === 'availability'
              ? `Tell ${firstName} the dates, format and group size. ${firstName} replies to your account's email address.`
              : `Your message goes to ${firstName} by email; ${firstName} replies to your account's email address.`
          }
        >
          <ContactForm
            facilitatorId={facilitatorId}
            firstName={firstName}
            kind={kind}
            onSent={() => setOpen(false)}
          />
        </DialogContent>
      ) : (
        <DialogContent
          title={title}
          description={`Only companies can contact facilitators on FacilitatorHub.`}
        >
          <SignInPrompt firstName={firstName} signedInAsFacilitator={userType === 'facilitator'} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SignInPrompt({
  firstName,
  signedInAsFacilitator,
}: {
  firstName: string;
  signedInAsFacilitator: boolean;
}) {
  const location = useLocation();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        {signedInAsFacilitator
          ? `You are signed in with a facilitator account. To contact ${firstName}, sign in with a company account.`
          : `Please sign in as a company to contact ${firstName}. New here? Creating a company account takes a minute.`}
      </p>
      <Link
        to="/auth"
        state={{ from: { pathname: location.pathname } } satisfies FromState}
        className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
      >
        <LogIn aria-hidden className="h-4 w-4" /> Sign in as a company
      </Link>
    </div>
  );
}

function ContactForm({
  facilitatorId,
  firstName,
  kind,
  onSent,
}: {
  facilitatorId: string;
  firstName: string;
  kind: ContactKind;
  onSent: () => void;
}) {
  const contact = useContactFacilitator(facilitatorId);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactFacilitatorFormValues, unknown, ContactFacilitatorInput>({
    resolver: zodResolver(ContactFacilitatorSchema),
    defaultValues: { message: '', kind },
  });
  const message = watch('message') ?? '';
  const guard = useFormGuard();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await contact.mutateAsync({ ...values, ...guard.read() });
      toastSuccess('Message sent', `${firstName} will reply to your email address.`);
      onSent();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldMessage = apiError?.fieldErrors?.message?.[0];
      if (fieldMessage) setError('message', { message: fieldMessage });
      toastError('Error', apiError?.message ?? 'An unexpected error occurred');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
      {guard.field}
      <FormField
        label="Message"
        hint={`${CONTACT_MESSAGE_MIN}–${CONTACT_MESSAGE_MAX} characters. ${message.length}/${CONTACT_MESSAGE_MAX}`}
        error={errors.message?.message}
      >
        <Textarea
          {...register('message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          placeholder={
            kind === 'availability'
              ? `Hi ${firstName}, are you available for a two-day workshop in the week of …?`
              : `Hi ${firstName}, we are planning … and would love to talk about working together.`
          }
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={contact.isPending} className="w-full sm:w-auto">
          <Send aria-hidden className="h-4 w-4" />
          {contact.isPending ? 'Sending...' : kind === 'availability' ? 'Send request' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
