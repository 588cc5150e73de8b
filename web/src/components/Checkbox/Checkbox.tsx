import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it (e.g. the terms agreement), and optional hint and error text. */
export function Checkbox({ label, hint, error, onChange, className, ref, ...input }: CheckboxProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <label className={styles.label}>
        <input
          ref={ref}
          type="checkbox"
          className={styles.box}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange?.(event.target.checked)}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
