import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './TextField.css';
import { FormRow } from '../FormRow/FormRow';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input in a FormRow: its label, hint and error are announced with it. */
export function TextField({ label, hint, error, required, id, className, ref, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormRow label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(field) => <input ref={ref} type={type} className={styles.input} required={required} {...field} {...input} />}
    </FormRow>
  );
}
