import { lazy, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import type { StartConversationValues } from '../../../shared/messages';
import { FormDialog } from '../../components/form-dialog';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { signInHref } from '../../lib/require-auth';
import { useStartConversation } from '../messages/api';
import { countClick } from '../insights/api';
import { useT } from '../../lib/i18n';
import { profileMessages } from './messages';

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
  const t = useT(profileMessages);
  const name = { name: firstName };
  const title = t(kind === 'availability' ? 'contact.availabilityTitle' : 'contact.title', name);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // Both Contact and Request Availability are the profile's "contact" click.
        if (next) countClick('contact', facilitatorId);
        setOpen(next);
      }}
      trigger={children}
      title={title}
      description={
        userType !== 'company'
          ? t('contact.onlyCompanies')
          : kind === 'availability'
            ? t('contact.availabilityLead', name)
            : t('contact.lead', name)
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
  const t = useT(profileMessages);
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        {signedInAsFacilitator
          ? t('contact.asFacilitator', { name: firstName })
          : t('contact.signInPrompt', { name: firstName })}
      </p>
      <Link to={signInHref(location.pathname)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        <LogIn aria-hidden className="h-4 w-4" /> {t('contact.signIn')}
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
  const t = useT(profileMessages);
  return (
    <MessageForm
      onSend={async (body) => {
        const { conversationId } = await start.mutateAsync({ to: facilitatorId, body, kind });
        onSent();
        navigate(`/messages/${conversationId}`);
      }}
      submitLabel={t(kind === 'availability' ? 'contact.sendRequest' : 'contact.sendMessage')}
      placeholder={
        kind === 'availability'
          ? t('contact.availabilityPlaceholder', { name: firstName })
          : t('contact.placeholder', { name: firstName })
      }
    />
  );
}
