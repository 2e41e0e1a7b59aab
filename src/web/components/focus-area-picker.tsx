import { FOCUS_AREAS, type FocusAreaId } from '../../shared/focus-areas';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';

const FOCUS_AREA_OPTIONS = FOCUS_AREAS.map((area) => ({ value: area.id, label: area.label }));

/** The twelve focus areas as a checkbox multi-select; the value keeps the spec's order. */
export function FocusAreaPicker(props: Omit<CheckboxGroupProps<FocusAreaId>, 'options' | 'inOptionOrder'>) {
  return <CheckboxGroup {...props} options={FOCUS_AREA_OPTIONS} inOptionOrder />;
}
