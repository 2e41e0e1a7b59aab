import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/**
 * One card of Account Settings: a region named by its heading, with an optional lead sentence. `id` is the
 * card's address on the page where a mail links to it (`#notifications`); the margin keeps it clear of the
 * sticky header.
 */
export function SettingsCard({
  id,
  title,
  text,
  children,
}: {
  id?: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className="p-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {text === undefined ? null : <p className="mt-2 text-sm text-slate-700">{text}</p>}
        {children}
      </Card>
    </section>
  );
}
