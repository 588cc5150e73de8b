import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import * as styles from './Agendas.css';

export const TITLE_SEARCH_PLACEHOLDER = 'Search by title';

/**
 * The title search (public §2 "Proposal list"): Enter or the search button applies the text; a clear
 * button appears while there is text.
 */
export function SearchBox({ value, onSearch, label = TITLE_SEARCH_PLACEHOLDER }: { value: string; onSearch: (text: string) => void; label?: string }) {
  const [text, setText] = useState(value);
  // The applied text can change from outside (Reset, the back button): follow it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input
        type="text"
        className={styles.searchInput}
        placeholder={TITLE_SEARCH_PLACEHOLDER}
        aria-label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {text !== '' && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <Icon name="close" size={16} />
        </Button>
      )}
      <Button type="submit" variant="ghost" size="sm" iconOnly aria-label="Search">
        <Icon name="search" size={18} />
      </Button>
    </form>
  );
}
