import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormRow } from '../FormRow/FormRow';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: T | '';
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  /** pill: the filters' compact dropdown; field: a form control as tall and wide as a TextField. */
  look?: 'pill' | 'field';
  /** A first, unselectable entry shown while value is '' (a form's "Choose…"). */
  placeholder?: string;
}

/** A dropdown on the native <select>: keyboard, screen readers and phones' pickers come for free. */
export function Select<T extends string>({ value, options, onChange, look = 'pill', placeholder, className, ...rest }: SelectProps<T>) {
  const wrap = styles.wrap({ look });
  return (
    <span className={className ? `${wrap} ${className}` : wrap}>
      <select className={styles.select({ look })} value={value} onChange={(event) => onChange(event.target.value as T)} {...rest}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronRight" size={16} className={styles.caret} />
    </span>
  );
}

export interface SelectFieldProps<T extends string> extends Omit<SelectProps<T>, 'look' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A Select in a FormRow, for forms: labelled, with hint and error text announced with it. */
export function SelectField<T extends string>({ label, hint, error, required, id, className, ...select }: SelectFieldProps<T>) {
  return (
    <FormRow label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(field) => <Select<T> look="field" required={required} {...field} {...select} />}
    </FormRow>
  );
}
