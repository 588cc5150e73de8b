import type { Category } from '@portal/core/entities/council';
import { MAX_COUNCIL_CATEGORIES } from '@portal/core/entities/council';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FormRow } from '../../components/FormRow/FormRow';
import { SelectField } from '../../components/Select/Select';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages } from './messages';
import * as styles from './councilEditor.css';

/** Categories as checkboxes, at most 3 (§5); "etc" last (§3). */
export function CategoryPicker({ categories, value, onChange, error }: { categories: readonly Category[]; value: readonly number[]; onChange: (ids: number[]) => void; error?: string | undefined }) {
  const t = useMessages(councilEditorMessages);
  const sorted = [...categories].sort((a, b) => Number(a.name === 'etc') - Number(b.name === 'etc'));
  return (
    <FormRow label={t('field.category')} hint={t('field.categoryHint', { max: MAX_COUNCIL_CATEGORIES })} required group error={error}>
      {(field) => (
        // A group takes its name and description; aria-required and aria-invalid are not allowed on it.
        <div role="group" id={field.id} aria-labelledby={field['aria-labelledby']} aria-describedby={field['aria-describedby']} className={styles.row}>
          {sorted.map((category) => {
            const checked = value.includes(category.id);
            return (
              <Checkbox
                key={category.id}
                label={category.name}
                checked={checked}
                disabled={!checked && value.length >= MAX_COUNCIL_CATEGORIES}
                onChange={(on) => onChange(on ? [...value, category.id] : value.filter((id) => id !== category.id))}
              />
            );
          })}
        </div>
      )}
    </FormRow>
  );
}

/** §4.3: Foundation (isFoundation, no status), None, New, OnBoarding. */
export type StatusChoice = 'Foundation' | 'None' | 'New' | 'OnBoarding';

export function statusOf(conf: { status: string; isFoundation: boolean }): StatusChoice {
  if (conf.isFoundation) return 'Foundation';
  return conf.status === 'New' ? 'New' : conf.status === 'OnBoarding' ? 'OnBoarding' : 'None';
}

export function siteConfOf(choice: StatusChoice): { status: '' | 'New' | 'OnBoarding'; isFoundation: boolean } {
  if (choice === 'Foundation') return { status: '', isFoundation: true };
  return { status: choice === 'None' ? '' : choice, isFoundation: false };
}

const STATUS_CHOICES = ['Foundation', 'None', 'New', 'OnBoarding'] as const;

export function StatusField({ value, onChange }: { value: StatusChoice; onChange: (value: StatusChoice) => void }) {
  const t = useMessages(councilEditorMessages);
  return <SelectField label={t('field.status')} value={value} options={STATUS_CHOICES.map((choice) => ({ value: choice, label: t(`status.${choice}`) }))} onChange={onChange} />;
}

/** A text counter "n/limit" for fields the spec gives one (name /30). */
export function counter(text: string, limit: number): string {
  return `${text.length}/${limit}`;
}
