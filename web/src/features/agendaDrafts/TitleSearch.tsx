import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './AgendaDrafts.css';
import { DRAFT_TEXT } from './draftText';

/** "Search by title": applies by the button or Enter; the clear button empties it (admin §2.8). */
export function TitleSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField label={DRAFT_TEXT.searchByTitle} type="search" value={text} placeholder={DRAFT_TEXT.searchByTitle} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="outline">
        Search
      </Button>
      {text !== '' && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Clear
        </Button>
      )}
    </form>
  );
}
