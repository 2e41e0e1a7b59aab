import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Clock, Mail, UserCheck } from 'lucide-react';
import { PageShell } from '../../components/page-shell';
import { pageText } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RequestAccessForm } from './request-access-form';
import { ButtonLink } from '../../components/ui/button-link';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { accessRequestMessages } from './messages';

const NEXT_STEPS = [
  { icon: Clock, title: 'step.review', text: 'step.reviewText' },
  { icon: Mail, title: 'step.email', text: 'step.emailText' },
  { icon: UserCheck, title: 'step.profile', text: 'step.profileText' },
] as const;

export function Component() {
  const t = useT(accessRequestMessages);
  const page = pageText(useLocale(), '/request-access');
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  // Each new form gets a fresh key, so "Submit Another Request" starts from empty fields.
  const [formKey, setFormKey] = useState(0);

  return (
    <PageShell>
      <PageMeta title={submittedEmail ? t('thanks.title') : page.title} description={page.description} />
      {submittedEmail ? (
        <ThankYou
          email={submittedEmail}
          onAnother={() => {
            setSubmittedEmail(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.15fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
          <div className="lg:pt-4">
            <p className="text-sm font-semibold text-indigo-700">{t('page.eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {page.title}
            </h1>
            <p className="mt-4 text-base leading-7 text-slate-700">{t('page.intro')}</p>
          </div>
          {/* Second in reading order, so that on phones the form comes right after the introduction. */}
          <Card className="p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <RequestAccessForm key={formKey} onSubmitted={setSubmittedEmail} />
          </Card>
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('page.next')}</h2>
            <ol className="mt-4 space-y-5">
              {NEXT_STEPS.map((step) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
                    <step.icon aria-hidden className="h-5 w-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{t(step.title)}</p>
                    <p className="text-sm leading-6 text-slate-700">{t(step.text)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </PageShell>
  );
}

function ThankYou({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useT(accessRequestMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaced the form: start at the top and move focus to its heading so screen readers announce it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 aria-hidden className="h-8 w-8" />
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {t('thanks.title')}
      </h1>
      <p className="mt-3 text-lg font-medium text-slate-900">{t('thanks.received')}</p>
      <p className="mt-4 text-base leading-7 text-slate-700">
        {richText(t('thanks.text', { email }), {
          b: (text) => <strong className="font-semibold break-words text-slate-900">{text}</strong>,
        })}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onAnother}>
          {t('thanks.another')}
        </Button>
        <ButtonLink to="/">{t('thanks.home')}</ButtonLink>
      </div>
    </Card>
  );
}
