import { Fragment, type ReactNode } from 'react';
import { operatorLegalName, type Operator } from '../../../shared/operator';
import { Alert } from '../../components/ui/alert';
import { SkeletonBars } from '../../components/ui/skeleton';
import { linkClass } from './static-page-styles';
import { useOperator } from './api';
import { useT } from '../../lib/i18n';
import { staticMessages } from './messages';

/**
 * The operator's details for a legal page: `children` renders them once they are known. While they
 * load, placeholder bars; when the server has none configured, or only the fictional demo operator,
 * a visible notice says so, so that nothing invented passes for real.
 */
export function WithOperator({ children }: { children: (operator: Operator | null) => ReactNode }) {
  const { data, isPending, isError } = useOperator();
  if (isPending) return <SkeletonBars bars={['h-4 w-2/3', 'h-4 w-1/2', 'h-4 w-3/5']} />;
  const operator = isError ? null : data.operator;
  return (
    <>
      <OperatorNotice operator={operator} unavailable={isError} />
      {children(operator)}
    </>
  );
}

function OperatorNotice({ operator, unavailable }: { operator: Operator | null; unavailable: boolean }) {
  const t = useT(staticMessages);
  if (unavailable)
    return (
      <Alert tone="error" title={t('operator.unavailable.title')} className="mt-6">
        {t('operator.unavailable.body')}
      </Alert>
    );
  if (!operator)
    return (
      <Alert tone="error" title={t('operator.missing.title')} className="mt-6">
        {t('operator.missing.body')}
      </Alert>
    );
  if (operator.demo)
    return (
      <Alert title={t('operator.demo.title')} className="mt-6">
        {t('operator.demo.body')}
      </Alert>
    );
  return null;
}

export function OperatorAddress({ lines }: { lines: readonly string[] }) {
  return (
    <address className="mt-4 not-italic leading-7 text-slate-700">
      {lines.map((line, index) => (
        <Fragment key={`${index}-${line}`}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

export const MailLink = ({ email }: { email: string }) => (
  <a href={`mailto:${email}`} className={linkClass}>
    {email}
  </a>
);

/** "Facilitation Partners GmbH, Hauptstraße 1, 10115 Berlin": the operator in one line of running text. */
export const operatorInline = (operator: Operator) =>
  [operatorLegalName(operator), ...operator.address].join(', ');
