import { Building2 } from 'lucide-react';
import type { ActingOrganisation } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { organisationCommonMessages } from '../organisation-common-messages';
import { useMyOrganisations } from '../organisation-switch';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../ui/dropdown-menu';
import { layoutMessages } from './messages';

/**
 * The top of a company-side account menu: the organisation the member acts for and their role in it, and,
 * for a member of several, the others to switch to (read when the menu opens).
 */
export function OrganisationSwitcher({
  organisation,
  onSwitch,
}: {
  organisation: ActingOrganisation | null;
  onSwitch: (organisation: { id: string; name: string }) => void;
}) {
  const t = useT(layoutMessages);
  const org = useT(organisationCommonMessages);
  const mine = useMyOrganisations();
  const several = (mine.data?.organisations.length ?? 0) > 1 ? mine.data : undefined;
  return (
    <>
      <DropdownMenuLabel>
        {organisation ? (
          <>
            <span className="block text-xs text-slate-600">{t('organisation.actingFor')}</span>
            <span className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Building2 aria-hidden className="h-4 w-4 shrink-0" />
              {organisation.name}
            </span>
            <span className="block text-xs text-slate-600">{org(`role.${organisation.role}`)}</span>
          </>
        ) : (
          <span className="text-slate-700">{org('switcher.none')}</span>
        )}
      </DropdownMenuLabel>
      {several ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {org('switcher.switch')}
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={organisation?.id ?? several.activeId ?? ''}
            aria-label={org('switcher.switch')}
            onValueChange={(id) => {
              const chosen = several.organisations.find((other) => other.id === id);
              if (chosen && id !== organisation?.id) onSwitch(chosen);
            }}
          >
            {several.organisations.map((other) => (
              <DropdownMenuRadioItem key={other.id} value={other.id}>
                <span>
                  <span className="block">{other.name}</span>
                  <span className="block text-xs text-slate-600">{org(`role.${other.role}`)}</span>
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </>
      ) : null}
      <DropdownMenuSeparator />
    </>
  );
}
