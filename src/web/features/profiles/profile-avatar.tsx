import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/cn';

// The ui Avatar is 48px and round; `!` makes these sizes win over its defaults whatever the CSS order.
const SIZES = {
  md: 'h-14! w-14! [&>span]:text-base',
  lg: 'h-20! w-20! [&>span]:text-xl',
  xl: 'h-24! w-24! sm:h-28! sm:w-28! [&>span]:text-2xl',
} as const;

/** A person's photo or a company's logo, with initials (at most two) when there is none. */
export function ProfileAvatar({
  name,
  src,
  size = 'md',
  square,
}: {
  name: string;
  src: string | null;
  size?: keyof typeof SIZES;
  square?: boolean;
}) {
  return (
    <Avatar
      name={name}
      src={src}
      className={cn(SIZES[size], square ? 'rounded-xl! bg-slate-100! [&>span]:text-slate-700!' : null)}
    />
  );
}
