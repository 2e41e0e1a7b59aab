import { DropdownMenu as M } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Non-modal: the rest of the page stays reachable for assistive technology while the menu is open. */
export function DropdownMenu(props: M.DropdownMenuProps) {
  return <M.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = M.Trigger;

/** Rendered in place (no portal) so the menu stays inside its landmark, e.g. the header. */
export function DropdownMenuContent({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <>
      <M.Content
        align="end"
        sideOffset={8}
        aria-label={label}
        className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {label ? (
          <M.Label className="px-2 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {label}
          </M.Label>
        ) : null}
        {children}
      </M.Content>
    </>
  );
}

export function DropdownMenuItem({ className, ...props }: M.DropdownMenuItemProps) {
  return (
    <M.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = () => <M.Separator className="my-1 h-px bg-slate-200" />;

/** A heading inside the menu, for a group of items or a fact (whom the account acts for). */
export function DropdownMenuLabel({ className, ...props }: M.DropdownMenuLabelProps) {
  return <M.Label className={cn('px-2 py-1.5 text-sm text-slate-800', className)} {...props} />;
}

export const DropdownMenuRadioGroup = M.RadioGroup;

/** One choice of a radio group: the chosen one carries a check. */
export function DropdownMenuRadioItem({ className, children, ...props }: M.DropdownMenuRadioItemProps) {
  return (
    <M.RadioItem
      className={cn(
        'relative flex min-h-9 cursor-pointer items-center gap-2 rounded-md py-2 pr-2 pl-8 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex h-4 w-4 items-center justify-center">
        <M.ItemIndicator>
          <Check aria-hidden className="h-4 w-4" />
        </M.ItemIndicator>
      </span>
      {children}
    </M.RadioItem>
  );
}
