import { useId } from 'react';
import * as styles from '../../styles/statsPage.css';

export interface RangeOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of radio buttons shaped as a segmented control: one range is chosen, arrows move between them.
 * `longLabels`: labels never wrap; on a phone a choice that does not fit takes a row of its own.
 */
export function RangeSelector<T extends string>({
  label,
  options,
  value,
  onChange,
  longLabels = false,
}: {
  label: string;
  options: readonly RangeOption<T>[];
  value: T;
  onChange: (value: T) => void;
  longLabels?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={longLabels ? `${styles.ranges} ${styles.rangesLong}` : styles.ranges} aria-label={label}>
      {options.map((option) => (
        <span key={option.value} className={longLabels ? `${styles.rangeOption} ${styles.rangeOptionLong}` : styles.rangeOption}>
          <input
            id={`${name}-${option.value}`}
            className={styles.rangeInput}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`} className={styles.rangeLabel}>
            {option.label}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
