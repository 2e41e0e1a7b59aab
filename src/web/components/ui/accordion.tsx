import { Accordion as A } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** Single-open, collapsible. Item headers render as the heading level the page needs (axe checks order). */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <A.Root type="single" collapsible className={className}>
      {children}
    </A.Root>
  );
}

export function AccordionItem({
  value,
  title,
  children,
  headingLevel = 3,
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <A.Item value={value} className="border-b border-slate-200 last:border-b-0">
      <A.Header asChild>
        <Heading className="m-0">
          <A.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left text-sm font-semibold text-slate-900 hover:text-indigo-700">
            {title}
            <ChevronDown
              aria-hidden
              className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
            />
          </A.Trigger>
        </Heading>
      </A.Header>
      <A.Content className="pb-4 text-sm leading-6 text-slate-700">{children}</A.Content>
    </A.Item>
  );
}
