import { DropdownMenu as M } from 'radix-ui';
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
