import { Skeleton, SkeletonBars } from './ui/skeleton';

/**
 * The placeholder of a card's head while its list loads: the picture (its classes give its size and shape,
 * "h-14 w-14 rounded-full") beside bars of text, one per class list.
 */
export function PictureSkeleton({ picture, bars }: { picture: string; bars: readonly string[] }) {
  return (
    <div className="flex items-start gap-4">
      <Skeleton className={picture} />
      <div className="flex-1 space-y-2">
        <SkeletonBars bars={bars} />
      </div>
    </div>
  );
}
