import { Checkbox as C } from 'radix-ui';
import { Check } from 'lucide-react';

export function Checkbox(props: C.CheckboxProps) {
  return (
    <C.Root
      className="flex h-5 w-5 shrink-0 cursor-pointer items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
      {...props}
    >
      <C.Indicator>
        <Check aria-hidden className="h-3.5 w-3.5 text-white" />
      </C.Indicator>
    </C.Root>
  );
}
