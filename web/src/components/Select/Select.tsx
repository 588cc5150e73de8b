import type { SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A dropdown on the native <select>: keyboard, screen readers and phones' pickers come for free. */
export function Select<T extends string>({ value, options, onChange, className, ...rest }: SelectProps<T>) {
  return (
    <span className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value as T)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronRight" size={16} className={styles.caret} />
    </span>
  );
}
