import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { agendaMessages } from './messages';

/**
 * The title search (public §2 "Proposal list"): Enter or the search button applies the text; a clear
 * button appears while there is text.
 */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (text: string) => void; label?: string }) {
  const t = useMessages(agendaMessages);
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
        placeholder={t('search.placeholder')}
        aria-label={label ?? t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {text !== '' && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <Icon name="close" size={16} />
        </Button>
      )}
      <Button type="submit" variant="ghost" size="sm" iconOnly aria-label={t('search.submit')}>
        <Icon name="search" size={18} />
      </Button>
    </form>
  );
}
