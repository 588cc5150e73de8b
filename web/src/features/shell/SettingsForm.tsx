import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { explorerLabel } from '../../shared/explorer/explorerUrl';
import { usePreferences, type Preferences } from '../../shared/preferences/preferencesContext';
import { EXPLORERS, THEMES } from '../../shared/preferences/storage';
import * as styles from './SettingsForm.css';
import { LOCALES, LOCALE_NAMES, pathInLocale, type Locale } from '../../i18n/locale';
import { useLocale, useMessages } from '../../i18n/messages';
import { STORAGE_KEYS, writeStored } from '../../shared/preferences/storage';
import { shellMessages } from './messages';

const THEME_LABELS = { dark: 'settings.theme.dark', light: 'settings.theme.light' } as const;

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

/**
 * Default explorer, theme and language (spec admin §2.2, plus the language): nothing changes until
 * Save. Another language is another URL (/ko/…), so saving one loads the same page in it.
 */
export function SettingsForm({ onDone }: SettingsFormProps) {
  const t = useMessages(shellMessages);
  const preferences = usePreferences();
  const locale = useLocale();
  const [draft, setDraft] = useState<Preferences>({ theme: preferences.theme, explorer: preferences.explorer });
  const [language, setLanguage] = useState<Locale>(locale);
  const name = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    preferences.save(draft);
    writeStored(STORAGE_KEYS.language, language);
    if (language !== locale) {
      const { pathname, search, hash } = window.location;
      window.location.assign(`${pathInLocale(pathname, language)}${search}${hash}`);
      return;
    }
    onDone();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <RadioGroup
        legend={t('settings.explorer')}
        name={`${name}-explorer`}
        values={EXPLORERS}
        value={draft.explorer}
        label={explorerLabel}
        onChange={(explorer) => setDraft((current) => ({ ...current, explorer }))}
      />
      <RadioGroup
        legend={t('settings.theme')}
        name={`${name}-theme`}
        values={THEMES}
        value={draft.theme}
        label={(theme) => t(THEME_LABELS[theme])}
        onChange={(theme) => setDraft((current) => ({ ...current, theme }))}
      />
      <RadioGroup
        legend={t('settings.language')}
        name={`${name}-language`}
        values={LOCALES}
        value={language}
        label={(value) => LOCALE_NAMES[value]}
        onChange={setLanguage}
      />
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onDone}>
          {t('settings.cancel')}
        </Button>
        <Button variant="primary" type="submit">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
