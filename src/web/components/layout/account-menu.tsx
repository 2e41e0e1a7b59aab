import { useNavigate } from 'react-router';
import { ChevronDown, LogOut, Shield } from 'lucide-react';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

interface AccountMenuProps {
  title: string;
  items: readonly { to: string; label: string }[];
  isAdmin: boolean;
  onLogout: () => void;
}

export default function AccountMenu({ title, items, isAdmin, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          {title}
          <ChevronDown aria-hidden className="h-4 w-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label={title}>
        {items.map((item) => (
          <DropdownMenuItem key={item.to} onSelect={() => navigate(item.to)}>
            {item.label}
          </DropdownMenuItem>
        ))}
        {isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Shield aria-hidden className="h-4 w-4" /> Admin
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden className="h-4 w-4" /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
