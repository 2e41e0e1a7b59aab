import { useNavigate } from 'react-router';
import { ChevronDown, CircleUserRound, LogOut, Shield } from 'lucide-react';
import { Button } from '../ui/button';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { layoutMessages, type LayoutKey } from './messages';
import { useSwitchOrganisation } from '../organisation-switch';
import { OrganisationSwitcher } from './organisation-switcher';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

interface AccountMenuProps {
  title: LayoutKey;
  items: readonly { to: string; label: LayoutKey }[];
  isAdmin: boolean;
  onLogout: () => void;
}

export default function AccountMenu({ title, items, isAdmin, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  const t = useT(layoutMessages);
  const { user } = useAuth();
  const switchOrganisation = useSwitchOrganisation();
  // A company-side person acts for one organisation (none once they left their last); a server that does
  // not say which leaves the part out.
  const organisation = user?.userType === 'company' ? user.organisation : undefined;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* From 1280 px the bar also holds the navigation: the title is then the button's name and tooltip,
            not its text (the open menu shows it as its heading), so that the header stays one line. */}
        <Button variant="secondary" title={t(title)}>
          <CircleUserRound aria-hidden className="h-5 w-5" />
          <span className="xl:sr-only">{t(title)}</span>
          <ChevronDown aria-hidden className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label={t(title)}>
        {organisation !== undefined ? (
          <OrganisationSwitcher
            organisation={organisation}
            onSwitch={(chosen) => void switchOrganisation(chosen)}
          />
        ) : null}
        {items.map((item) => (
          <DropdownMenuItem key={item.to} onSelect={() => navigate(item.to)}>
            {t(item.label)}
          </DropdownMenuItem>
        ))}
        {isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Shield aria-hidden className="h-4 w-4" /> {t('admin')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden className="h-4 w-4" /> {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
