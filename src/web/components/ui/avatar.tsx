import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton, SkeletonBars } from './skeleton';

/** First letters of the name's words, at most two (facilitator cards and detail page). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
}

/**
 * A photo, or the initials when there is none (or it does not load). Plain markup, so that the server's
 * HTML already holds the photo or the initials: nothing waits for JavaScript.
 */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = src && failed !== src ? src : null;
  return (
    <span
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100',
        className,
      )}
    >
      {photo ? (
        <img src={photo} alt={name} className="h-full w-full object-cover" onError={() => setFailed(photo)} />
      ) : (
        <span className="text-sm font-semibold text-indigo-800">
          <span aria-hidden>{initials(name)}</span>
          <span className="sr-only">{name}</span>
        </span>
      )}
    </span>
  );
}

/**
 * The placeholder of a card's head while its list loads: the avatar (its classes give its size and shape,
 * "h-14 w-14 rounded-full") beside bars of text, one per class list.
 */
export function AvatarSkeleton({ avatar, bars }: { avatar: string; bars: readonly string[] }) {
  return (
    <div className="flex items-start gap-4">
      <Skeleton className={avatar} />
      <div className="flex-1 space-y-2">
        <SkeletonBars bars={bars} />
      </div>
    </div>
  );
}
