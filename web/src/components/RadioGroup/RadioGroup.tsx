import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormRow } from '../FormRow/FormRow';
import * as styles from './RadioGroup.css';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  value: T | null;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  direction?: 'column' | 'row';
  name?: string;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One choice among a few, on native radios. The arrow keys move the selection (wrapping, skipping
 * disabled options) the same way in every browser and in tests: the group handles them itself.
 */
export function RadioGroup<T extends string>({ label, hint, error, required, value, options, onChange, direction = 'column', name }: RadioGroupProps<T>) {
  const autoName = useId();
  const inputs = useRef(new Map<T, HTMLInputElement>());
  const enabled = options.filter((option) => !option.disabled);
  // Tab reaches the selected option, or the first one when nothing is selected yet.
  const tabStop = enabled.some((option) => option.value === value) ? value : enabled[0]?.value;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (step === 0 || enabled.length === 0) return;
    event.preventDefault();
    const from = enabled.findIndex((option) => option.value === (event.target as HTMLInputElement).value);
    const next = enabled[(from + step + enabled.length) % enabled.length]!;
    onChange(next.value);
    inputs.current.get(next.value)?.focus();
  }

  return (
    <FormRow label={label} hint={hint} error={error} required={required} group>
      {({ id, ...field }) => (
        <div id={id} role="radiogroup" className={styles.options({ direction })} onKeyDown={onKeyDown} {...field}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                ref={(node) => {
                  if (node) inputs.current.set(option.value, node);
                  else inputs.current.delete(option.value);
                }}
                type="radio"
                className={styles.radio}
                name={name ?? autoName}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                tabIndex={option.value === tabStop ? 0 : -1}
                onChange={() => onChange(option.value)}
              />
              <span>
                {option.label}
                {option.hint && <span className={styles.optionHint}>{option.hint}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
    </FormRow>
  );
}
