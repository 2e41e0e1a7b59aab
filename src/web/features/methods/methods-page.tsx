import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { METHODS, methodText } from '../../../shared/methods';
import { PublicPage } from '../../components/page-shell';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { methodsMessages } from './messages';

/**
 * /methods: the curated methods, each under a heading whose id is the method's id, so that profiles and
 * topic guides link straight to one (/methods#world-cafe), and each leads to the facilitators practising it.
 */
export function Component() {
  const locale = useLocale();
  const t = useT(methodsMessages);
  return (
    <PublicPage path="/methods" description={t('lead')}>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {METHODS.map((method) => {
          const text = methodText(method.id, locale) ?? method;
          return (
            <li key={method.id}>
              <Card className="flex h-full flex-col p-6">
                <h2 id={method.id} className="scroll-mt-24 text-lg font-semibold text-slate-900">
                  {text.name}
                </h2>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{text.description}</p>
                <Link
                  to={`/facilitators?method=${method.id}`}
                  aria-describedby={method.id}
                  className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-indigo-700 hover:underline"
                >
                  {t('findFacilitators')}
                  <ArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </PublicPage>
  );
}
