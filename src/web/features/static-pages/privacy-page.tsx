import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../../../shared/constants';
import { h3Class, linkClass, listClass, paragraphClass } from './static-page-styles';
import { operatorLegalName } from '../../../shared/operator';
import { StaticPage, StaticSection } from './static-page';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useOperator } from './api';
import { MailLink, operatorInline, WithOperator } from './operator';
import { useT } from '../../lib/i18n';
import { richText, type RichTags } from '../../lib/rich-text';
import { staticMessages, type StaticKey } from './messages';

/** What the policy collects: each kind under its own heading. */
const COLLECTED: readonly { title: StaticKey; text: StaticKey }[] = [
  { title: 'privacy.account.title', text: 'privacy.account.text' },
  { title: 'privacy.profile.title', text: 'privacy.profile.text' },
  { title: 'privacy.jobs.title', text: 'privacy.jobs.text' },
  { title: 'privacy.applications.title', text: 'privacy.applications.text' },
  { title: 'privacy.logs.title', text: 'privacy.logs.text' },
];

const RIGHTS: readonly StaticKey[] = [
  'privacy.rights.access',
  'privacy.rights.rectify',
  'privacy.rights.erase',
  'privacy.rights.restrict',
  'privacy.rights.port',
  'privacy.rights.object',
  'privacy.rights.complain',
];

const SHARED_WITH: readonly StaticKey[] = [
  'privacy.share.users',
  'privacy.share.providers',
  'privacy.share.authorities',
];

const markup: RichTags = {
  code: (text) => <code className="font-mono text-sm">{text}</code>,
  strong: (text) => <strong className="font-semibold text-slate-900">{text}</strong>,
};

export function Component() {
  const t = useT(staticMessages);
  const cookie = { cookie: COOKIE_CONSENT_NAME, days: COOKIE_CONSENT_DAYS };
  const section = (id: string, title: StaticKey, children: ReactNode) => (
    <StaticSection id={id} title={t(title)}>
      {children}
    </StaticSection>
  );
  return (
    <StaticPage path="/privacy" title={t('privacy.title')} updated={t('privacy.updated')}>
      <WithOperator>
        {(operator) => (
          <p className={paragraphClass}>
            {t('privacy.intro')}{' '}
            {operator
              ? t('privacy.controller', { operator: operatorInline(operator) })
              : t('privacy.controllerMissing')}{' '}
            {richText(t('privacy.details'), {
              link: (text) => (
                <Link to="/legal" className={linkClass}>
                  {text}
                </Link>
              ),
            })}
          </p>
        )}
      </WithOperator>

      <StaticSection id="privacy-collect" title={t('privacy.collect.title')}>
        <p className={paragraphClass}>{t('privacy.collect.intro')}</p>
        {COLLECTED.map(({ title, text }) => (
          <Fragment key={title}>
            <h3 className={h3Class}>{t(title)}</h3>
            <p className={paragraphClass}>{t(text)}</p>
          </Fragment>
        ))}
        <h3 className={h3Class}>{t('privacy.cookies.title')}</h3>
        <p className={paragraphClass}>{richText(t('privacy.cookies.text', cookie), markup)}</p>
      </StaticSection>

      <StaticSection id="privacy-insights" title={t('privacy.insights.title')}>
        <p className={paragraphClass}>{t('privacy.insights.what')}</p>
        <p className={paragraphClass}>{t('privacy.insights.how')}</p>
        <p className={paragraphClass}>{t('privacy.insights.why')}</p>
      </StaticSection>

      <StaticSection id="privacy-store" title={t('privacy.store.title')}>
        <p className={paragraphClass}>{t('privacy.store.p1')}</p>
        <p className={paragraphClass}>{t('privacy.store.p2')}</p>

        <h3 className={h3Class}>{t('privacy.export.title')}</h3>
        <p className={paragraphClass}>{t('privacy.export.text')}</p>

        <h3 className={h3Class}>{t('privacy.rights.title')}</h3>
        <p className={paragraphClass}>{t('privacy.rights.intro')}</p>
        <ul className={listClass}>
          {RIGHTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="privacy-share" title={t('privacy.share.title')}>
        <p className={paragraphClass}>{t('privacy.share.intro')}</p>
        <ul className={listClass}>
          {SHARED_WITH.map((key) => (
            <li key={key}>{richText(t(key), markup)}</li>
          ))}
        </ul>
        <p className={paragraphClass}>{t('privacy.share.transfers')}</p>
      </StaticSection>

      {section(
        'privacy-links',
        'privacy.links.title',
        <p className={paragraphClass}>{t('privacy.links.text')}</p>,
      )}
      {section(
        'privacy-children',
        'privacy.children.title',
        <p className={paragraphClass}>{t('privacy.children.text')}</p>,
      )}
      {section(
        'privacy-consent',
        'privacy.consent.title',
        <p className={paragraphClass}>{richText(t('privacy.consent.text', cookie), markup)}</p>,
      )}
      {section(
        'privacy-updates',
        'privacy.updates.title',
        <p className={paragraphClass}>{t('privacy.updates.text')}</p>,
      )}
      {section('privacy-contact', 'privacy.contact.title', <PrivacyContact />)}
    </StaticPage>
  );
}

function PrivacyContact() {
  const t = useT(staticMessages);
  const { data, isPending } = useOperator();
  if (isPending) return <SkeletonBars bars={['h-4 w-full', 'h-4 w-2/3']} />;
  const operator = data?.operator;
  if (!operator) return <p className={paragraphClass}>{t('privacy.contact.missing')}</p>;
  const email = operator.privacyEmail ?? operator.email;
  const address = [
    `${operatorLegalName(operator)}, ${t('privacy.contact.department')}`,
    ...operator.address,
  ].join(', ');
  return (
    <p className={paragraphClass}>
      {richText(t('privacy.contact.text', { email, address }), { mail: () => <MailLink email={email} /> })}
    </p>
  );
}
