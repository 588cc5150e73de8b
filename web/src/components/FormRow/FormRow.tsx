import { useId, type ReactNode } from 'react';
import * as styles from './FormRow.css';

/** What FormRow hands its control: spread it on the input (or the group) so label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Set instead of a <label for> when the control is a group (radio group, file drop zone). */
  'aria-labelledby'?: string;
  'aria-required'?: true;
}

export interface FormRowProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** At the end of the hint line and part of the description (e.g. a character counter). */
  aside?: ReactNode;
  /** The control is a group of inputs: the label names it by aria-labelledby instead of <label for>. */
  group?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field: label, the control, then hint or error text, wired with aria-describedby and aria-invalid. */
export function FormRow({ label, hint, error, required = false, aside, group = false, id, className, children }: FormRowProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const labelId = `${autoId}-label`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const asideId = `${autoId}-aside`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, aside ? asideId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(group ? { 'aria-labelledby': labelId } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const Label = group ? 'span' : 'label';
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <Label id={labelId} className={styles.label} {...(group ? {} : { htmlFor: controlId })}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children(control)}
      {(hint || error || aside) && (
        <div className={styles.footer}>
          <div className={styles.texts}>
            {hint ? (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
          {aside ? (
            <span id={asideId} className={styles.aside}>
              {aside}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
