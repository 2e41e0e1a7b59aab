import { useId } from 'react';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import { CANCELLATION_TIERS_MAX, DEFAULT_CANCELLATION_TIERS } from '../../../shared/engagement-options';
import type { CancellationTier } from '../../../shared/engagements';
import { Button } from '../../components/ui/button';
import { WholeNumberInput } from '../../components/ui/input';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { profileFormMessages } from './profile-form-messages';

interface CancellationTiersEditorProps {
  /** Null: the facilitator keeps the standard tiers (DEFAULT_CANCELLATION_TIERS), shown as rows to start from. */
  value: CancellationTier[] | null;
  onChange: (value: CancellationTier[] | null) => void;
  /** The first message of the list or of one of its rows. */
  error?: string;
}

/** An emptied number field: NaN, which the schema refuses with its own message, rather than a silent 0. */
const numberOf = (text: string) => (text === '' ? Number.NaN : Number(text));

/**
 * The facilitator's default cancellation tiers: rows "at least N days before the first session day: P % of
 * the fee", earliest first, with add, remove and "Reset to defaults" (back to null). Editing a row of the
 * standard tiers makes them the facilitator's own.
 */
export function CancellationTiersEditor({ value, onChange, error }: CancellationTiersEditorProps) {
  const id = useId();
  const t = useT(profileFormMessages);
  const tiers = value ?? DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier }));

  const update = (index: number, change: Partial<CancellationTier>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const remove = (index: number) => onChange(tiers.filter((_, i) => i !== index));
  // A new tier goes before the last one (which stays at 0 days), halfway between its neighbours' days.
  const add = () => {
    const last = tiers.at(-1) ?? { minDaysBefore: 0, percent: 100 };
    const before = tiers.at(-2)?.minDaysBefore ?? 14;
    const added = { minDaysBefore: Math.max(1, Math.floor(before / 2)), percent: last.percent };
    onChange([...tiers.slice(0, -1), added, last]);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{t('tiers.legend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('tiers.hint')}
      </p>
      {value === null ? <p className="text-sm text-slate-600">{t('tiers.usingDefaults')}</p> : null}
      <ul className="space-y-2">
        {tiers.map((tier, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span>{t('tiers.daysBefore')}</span>
            <WholeNumberInput
              className="w-20"
              aria-label={t('tiers.daysLabel', { number: index + 1 })}
              max={365}
              value={Number.isNaN(tier.minDaysBefore) ? '' : tier.minDaysBefore}
              onChange={(event) => update(index, { minDaysBefore: numberOf(event.target.value) })}
            />
            <span>{t('tiers.daysUnit')}</span>
            <WholeNumberInput
              className="w-20"
              aria-label={t('tiers.percentLabel', { number: index + 1 })}
              max={100}
              value={Number.isNaN(tier.percent) ? '' : tier.percent}
              onChange={(event) => update(index, { percent: numberOf(event.target.value) })}
            />
            <span>{t('tiers.percentUnit')}</span>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => remove(index)}
              disabled={tiers.length <= 1}
              aria-label={t('tiers.remove', { number: index + 1 })}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={add} disabled={tiers.length >= CANCELLATION_TIERS_MAX}>
          <Plus aria-hidden className="h-4 w-4" /> {t('tiers.add')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={value === null}>
          <RotateCcw aria-hidden className="h-4 w-4" /> {t('tiers.reset')}
        </Button>
      </div>
    </fieldset>
  );
}
