import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

interface AccordionState {
  open: string | null;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);

/**
 * Single-open and collapsible, after the WAI-ARIA accordion pattern: each
 * header is a button (Enter and Space toggle it) inside a heading, with
 * aria-expanded and aria-controls; each panel is a region labelled by its
 * button. Item headers render as the heading level the page needs (axe checks
 * order). Written out rather than taken from Radix: the topic pages are its
 * only users, and Radix's accordion brought ~11 KB of scripts to them.
 */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
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
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error('AccordionItem must be inside an Accordion.');
  const id = useId();
  const expanded = accordion.open === value;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="border-b border-slate-200 last:border-b-0">
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => accordion.toggle(value)}
          className="flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left text-sm font-semibold text-slate-900 hover:text-indigo-700"
        >
          {title}
          <ChevronDown
            aria-hidden
            className={cn('h-4 w-4 shrink-0 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      </Heading>
      {/* A closed panel stays in the page, empty, so that aria-controls always names an element. */}
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!expanded}
        className="pb-4 text-sm leading-6 text-slate-700"
      >
        {expanded ? children : null}
      </div>
    </div>
  );
}
