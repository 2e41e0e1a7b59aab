import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';

export const Tabs = T.Root;
export const TabsContent = T.Content;

export function TabsList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <T.List aria-label={label} className="grid w-full auto-cols-fr grid-flow-col rounded-lg bg-slate-100 p-1">
      {children}
    </T.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <T.Trigger
      value={value}
      className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
    >
      {children}
    </T.Trigger>
  );
}
