import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { cn } from '../lib/cn';

/** Each size's pixels (the image's width and height attributes) and classes. */
const SIZES = {
  sm: { px: 40, box: 'size-10', icon: 'size-5' },
  md: { px: 48, box: 'size-12', icon: 'size-6' },
} as const;

/**
 * A company's uploaded logo in a fixed square, or the building icon when there is none (or it fails to
 * load). The image declares its width and height, so nothing moves when it arrives. `alt` stays empty
 * where the company's name is printed beside the logo; `lazy` for lists, whose cards run below the fold.
 */
export function CompanyLogo({
  src,
  size = 'md',
  alt = '',
  lazy = false,
  className,
}: {
  src: string | null;
  size?: keyof typeof SIZES;
  alt?: string;
  lazy?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const { px, box, icon } = SIZES[size];
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={px}
        height={px}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        className={cn(
          box,
          'shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1',
          className,
        )}
      />
    );
  }
  return (
    <span
      data-testid="employer-logo-placeholder"
      className={cn(
        box,
        'flex shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-500',
        className,
      )}
    >
      <Building2 aria-hidden className={icon} />
    </span>
  );
}
