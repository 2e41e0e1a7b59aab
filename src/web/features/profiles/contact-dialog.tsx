import { lazy, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import type { StartConversationValues } from '../../../shared/messages';
import { FormDialog } from '../../components/form-dialog';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { signInHref } from '../../lib/require-auth';
import { useStartConversation } from '../messages/api';

// The form and its schema load when the dialog opens: the profile page does not need zod.
const MessageForm = lazy(() =>
  import('../../components/message-form').then((module) => ({ default: module.MessageForm })),
);

/** Which of the profile's two buttons opened the dialog; it only changes the wording (here and in the notification). */
type ContactKind = Extract<StartConversationValues['kind'], 'contact' | 'availability'>;

interface ContactDialogProps {
  facilitatorId: string;
  firstName: string;
  kind: ContactKind;
  /** The trigger button. */
  children: ReactNode;
}

/**
 * Contact / Request Availability: signed-in companies write a first message, which opens (or continues)
 * the conversation with the facilitator and leads there; everyone else is asked to sign in as a company.
 */
export function ContactDialog({ facilitatorId, firstName, kind, children }: ContactDialogProps) {
  const [open, setOpen] = useState(false);
  const { userType } = useAuth();
  const title = kind === 'availability' ? `Request availability from ${firstName}` : `Contact ${firstName}`;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={title}
      description={
        userType !== 'company'
          ? 'Only companies can contact facilitators on FacilitatorHub.'
          : kind === 'availability'
            ? `Tell ${firstName} the dates, format and group size. ${firstName} answers in Messages.`
            : `Your message starts a conversation with ${firstName}; you continue it in Messages.`
      }
    >
      {userType === 'company' ? (
        <ContactForm
          facilitatorId={facilitatorId}
          firstName={firstName}
          kind={kind}
          onSent={() => setOpen(false)}
        />
      ) : (
        <SignInPrompt firstName={firstName} signedInAsFacilitator={userType === 'facilitator'} />
      )}
    </FormDialog>
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
      <Link to={signInHref(location.pathname)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
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
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <MessageForm
      onSend={async (body) => {
        const { conversationId } = await start.mutateAsync({ to: facilitatorId, body, kind });
        onSent();
        navigate(`/messages/${conversationId}`);
      }}
      submitLabel={kind === 'availability' ? 'Send request' : 'Send message'}
      placeholder={
        kind === 'availability'
          ? `Hi ${firstName}, are you available for a two-day workshop in the week of …?`
          : `Hi ${firstName}, we are planning … and would love to talk about working together.`
      }
    />
  );
}
