import { Switch as S } from 'radix-ui';

export function Switch(props: S.SwitchProps) {
  return (
    <S.Root
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-indigo-600 disabled:opacity-60"
      {...props}
    >
      <S.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </S.Root>
  );
}
