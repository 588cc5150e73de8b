import { useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FormRow } from '../FormRow/FormRow';
import * as styles from './TextArea.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows a "count/limit" counter; past it the counter turns red and the field shows tooLongMessage. */
  maxLength?: number;
  tooLongMessage?: string;
  /** Stop typing at the limit (the spec's editors that "block typing"); pasted text over it still shows the error. */
  blockAtLimit?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

const count = (n: number) => n.toLocaleString('en-US');

/** A multi-line text field with an optional character counter. */
export function TextArea({ label, hint, error, maxLength, tooLongMessage, blockAtLimit = false, required, id, className, ref, value, defaultValue, onChange, ...textarea }: TextAreaProps) {
  const t = useMessages(commonMessages);
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? ownLength : String(value).length;
  const tooLong = maxLength !== undefined && length > maxLength;
  const shownError = error ?? (tooLong ? (tooLongMessage ?? t('textArea.tooLong', { max: maxLength })) : undefined);
  const counter =
    maxLength === undefined ? undefined : (
      <span className={tooLong ? `${styles.counter} ${styles.counterOver}` : styles.counter} data-testid="character-counter">
        {count(length)}/{count(maxLength)}
      </span>
    );
  return (
    <FormRow label={label} hint={hint} error={shownError} aside={counter} required={required} id={id} className={className}>
      {(field) => (
        <textarea
          ref={ref}
          className={styles.textarea}
          required={required}
          value={value}
          defaultValue={defaultValue}
          maxLength={blockAtLimit ? maxLength : undefined}
          onChange={(event) => {
            setOwnLength(event.target.value.length);
            onChange?.(event);
          }}
          {...field}
          {...textarea}
        />
      )}
    </FormRow>
  );
}
