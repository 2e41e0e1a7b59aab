import { Avatar as A } from 'radix-ui';
import { cn } from '../../lib/cn';

/** First letters of the name's words, at most two (facilitator cards and detail page). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
}

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  return (
    <A.Root
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100',
        className,
      )}
    >
      {src ? <A.Image src={src} alt={name} className="h-full w-full object-cover" /> : null}
      <A.Fallback className="text-sm font-semibold text-indigo-800" delayMs={src ? 300 : 0}>
        <span aria-hidden>{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </A.Fallback>
    </A.Root>
  );
}
