import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { FormRow } from '../FormRow/FormRow';
import { formatBytes, refusalOf } from './fileChecks';
import * as styles from './FileField.css';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';

export interface FileFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error of the form (e.g. "required"); a refused file shows its own message. */
  error?: ReactNode;
  required?: boolean;
  /** MIME types and extensions, as <input accept>: ['image/png', 'image/jpeg', '.svg']. */
  accept: readonly string[];
  maxBytes?: number;
  /** The spec's own words for a refused file; defaults name the types and the limit. */
  messages?: { type?: string; size?: string };
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

const chooseWords = (chunks: ReactNode[]) => <span className={styles.choose}>{chunks}</span>;

/** An object URL for an image file, revoked when the file changes or the field goes. */
function useImagePreview(file: File | null): string | null {
  const url = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * A file input that checks type and size before taking a file, previews images, and takes a file
 * dropped on it. The native input, transparent over the whole zone, keeps every way in working: a
 * click anywhere opens the picker, and Tab reaches it, Enter or Space opens it.
 */
export function FileField({ label, hint, error, required, accept, maxBytes, messages, value, onChange, disabled = false }: FileFieldProps) {
  const t = useMessages(componentMessages);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useImagePreview(value);
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);

  function take(file: File | undefined) {
    if (!file) return;
    const reason = refusalOf(file, accept, maxBytes);
    if (reason === 'type') setRefusal(messages?.type ?? t('fileField.wrongType', { types: accept.join(', ') }));
    else if (reason === 'size') setRefusal(messages?.size ?? t('fileField.tooLarge', { size: formatBytes(maxBytes ?? 0) }));
    else {
      setRefusal(null);
      onChange(file);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  const shownError = refusal ?? error;
  return (
    <FormRow label={label} hint={hint} error={shownError} required={required}>
      {(field) => (
        <div
          className={styles.zone}
          data-dragging={dragging}
          data-invalid={shownError ? true : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            ref={input}
            type="file"
            className={styles.input}
            accept={accept.join(',')}
            disabled={disabled}
            required={required && !value}
            {...field}
            aria-describedby={[field['aria-describedby'], value ? nameId : null].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {preview && <img className={styles.preview} src={preview} alt="" data-testid="file-preview" />}
          <div className={styles.texts}>
            {value ? (
              <span id={nameId} className={styles.fileName}>
                {value.name} ({formatBytes(value.size)})
              </span>
            ) : null}
            <span>{t.rich('fileField.drop', { choose: chooseWords })}</span>
          </div>
          {value && !disabled && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.actions}
              onClick={() => {
                setRefusal(null);
                onChange(null);
                // Remove goes with the file: focus would drop to <body>; the picker is where to choose again.
                input.current?.focus();
              }}
            >
              {t('fileField.remove')}
            </Button>
          )}
        </div>
      )}
    </FormRow>
  );
}
