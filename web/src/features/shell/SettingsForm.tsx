import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { explorerLabel } from '../../shared/explorer/explorerUrl';
import { usePreferences, type Preferences } from '../../shared/preferences/preferencesContext';
import { EXPLORERS, THEMES } from '../../shared/preferences/storage';
import * as styles from './SettingsForm.css';

const THEME_LABELS = { dark: 'Dark', light: 'Light' } as const;

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}

function RadioGroup<T extends string>({ legend, name, values, value, label, onChange }: RadioGroupProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className={styles.optionLabel}>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SettingsFormProps {
  /** Called after Save and after Cancel (which discards the choices). */
  onDone: () => void;
}

/** Default explorer and theme (spec admin §2.2): nothing changes until Save. */
export function SettingsForm({ onDone }: SettingsFormProps) {
  const preferences = usePreferences();
  const [draft, setDraft] = useState<Preferences>({ theme: preferences.theme, explorer: preferences.explorer });
  const name = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    preferences.save(draft);
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <RadioGroup
        legend="Default Explorer"
        name={`${name}-explorer`}
        values={EXPLORERS}
        value={draft.explorer}
        label={explorerLabel}
        onChange={(explorer) => setDraft((current) => ({ ...current, explorer }))}
      />
      <RadioGroup
        legend="Theme"
        name={`${name}-theme`}
        values={THEMES}
        value={draft.theme}
        label={(theme) => THEME_LABELS[theme]}
        onChange={(theme) => setDraft((current) => ({ ...current, theme }))}
      />
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="primary" type="submit">
          Save
        </Button>
      </div>
    </form>
  );
}
