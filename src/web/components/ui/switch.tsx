import type { ComponentProps } from 'react';
import { Switch as S } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Switch(props: S.SwitchProps) {
  return (
    <S.Root
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-indigo-600 disabled:opacity-60"
      {...props}
    >
      <S.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </S.Root>
  );
}

/**
 * A switch that is the browser's own checkbox (role="switch"), drawn like Switch: it has a name and a value,
 * so that a form sends it without scripts, and it can be flipped before the page runs.
 */
export function SwitchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
