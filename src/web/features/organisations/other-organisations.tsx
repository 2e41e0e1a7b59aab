import { useState } from 'react';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { useMyOrganisations, useSwitchOrganisation } from '../../components/organisation-switch';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { organisationMessages } from './messages';
import { OrgCard } from './org-card';

/**
 * The member's other organisations, to act for instead: the account menu offers the same, but on a phone
 * the menu is the header's list of links, and this page is where a member looks for their organisations.
 */
export function OtherOrganisations({ currentId }: { currentId: string }) {
  const t = useT(organisationMessages);
  const org = useT(organisationCommonMessages);
  const mine = useMyOrganisations();
  const switchTo = useSwitchOrganisation();
  const [switching, setSwitching] = useState<string | null>(null);
  const others = mine.data?.organisations.filter((other) => other.id !== currentId) ?? [];
  if (others.length === 0) return null;
  const onSwitch = async (other: { id: string; name: string }) => {
    setSwitching(other.id);
    try {
      await switchTo(other);
    } finally {
      setSwitching(null);
    }
  };
  return (
    <OrgCard title={t('others.title')} text={t('others.text')}>
      <ul className="mt-2 divide-y divide-slate-100">
        {others.map((other) => (
          <li key={other.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{other.name}</p>
              <p className="text-sm text-slate-600">{org(`role.${other.role}`)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('others.switchLabel', { name: other.name })}
              disabled={switching !== null}
              onClick={() => void onSwitch(other)}
            >
              {t('others.switch')}
            </Button>
          </li>
        ))}
      </ul>
    </OrgCard>
  );
}
