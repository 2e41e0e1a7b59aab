import type { ComponentProps, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD, 'h-10', className)} {...props} />;
}

/**
 * A field for a whole number (an amount, a year, a distance): the number keypad on phones, steps of one,
 * from 0 unless `min` says otherwise.
 */
export function WholeNumberInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return <Input type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(FIELD, 'py-2 leading-6', className)} {...props} />;
}

/** A native select: accessible and light; styled like the other fields. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(FIELD, 'h-10 pr-8', className)} {...props} />;
}

/** A select over a fixed list of values, each shown by its label; `none` labels a first option '' (no choice). */
export function OptionSelect<T extends string>({
  options,
  labels,
  none,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly T[];
  labels: Readonly<Record<T, string>> | ((value: T) => string);
  none?: string;
}) {
  return (
    <Select {...props}>
      {none !== undefined ? <option value="">{none}</option> : null}
      {options.map((value) => (
        <option key={value} value={value}>
          {typeof labels === 'function' ? labels(value) : labels[value]}
        </option>
      ))}
    </Select>
  );
}

/** An input with an icon at its start (search, location); `children` go first in the wrapper (a hidden label). */
export function IconInput({
  icon: Icon,
  wrapperClassName,
  className,
  children,
  ...props
}: ComponentProps<'input'> & {
  icon: LucideIcon;
  wrapperClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {children}
      <Icon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <Input className={cn('pl-9', className)} {...props} />
    </div>
  );
}
