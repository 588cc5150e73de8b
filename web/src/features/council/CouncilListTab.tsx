import type { CouncilCard as CouncilCardData } from '@portal/core/entities/councilPage';
import { filterCouncils, newlyJoinedCouncils, onboardingCouncils } from '@portal/core/rules/councils';
import { useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Chip } from '../../components/Chip/Chip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { downloadPaths } from '../../api/keys';
import { DownloadLinks } from '../../components/DownloadLinks/DownloadLinks';
import { CouncilCard, type CardLayout } from './CouncilCard';
import * as styles from './CouncilList.css';
import { DEFAULT_LIST_STATE, type DisplayType, type ListState, listUrl, parseListState } from './gcQuery';
import { useCouncilsPage } from './useCouncilData';
import { useLocale, useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { councilMessages, type CouncilKey } from './messages';

function CouncilGrid({ councils, layout, label }: { councils: readonly CouncilCardData[]; layout: CardLayout; label: string }) {
  return (
    <ul className={layout === 'card' ? styles.grid : styles.rows} aria-label={label} data-layout={layout}>
      {councils.map((council) => (
        <li key={council.id}>
          <CouncilCard council={council} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

function Section({ title, councils, id }: { title: string; councils: readonly CouncilCardData[]; id: string }) {
  if (councils.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        <span className={styles.count}>{councils.length}</span>
      </h2>
      <CouncilGrid councils={councils} layout="card" label={title} />
    </section>
  );
}

const DISPLAY_OPTIONS: { value: DisplayType; label: CouncilKey; icon: 'list' | 'grid' }[] = [
  { value: 'line', label: 'list.lineView', icon: 'list' },
  { value: 'card', label: 'list.cardView', icon: 'grid' },
];

/**
 * The List tab: Newly Joined and Onboarding (up to 9 each), then every council with the category
 * chips, the name search and the line/card toggle, all three kept in the URL. Narrow screens get a
 * compact list and no toggle.
 */
export function CouncilListTab() {
  const t = useMessages(councilMessages);
  const common = useMessages(commonMessages);
  const { councils, categories, loading } = useCouncilsPage();
  const location = useLocation();
  const navigate = useNavigate();
  const isTablet = useIsTablet();
  const locale = useLocale();
  const state = parseListState(location.search);
  const update = (next: Partial<ListState>) => navigate(listUrl({ ...state, ...next }), { replace: true });

  // The router applies URL changes in a transition, so the search box keeps its own text (a
  // controlled input must change at once, or fast typing jumps the caret). Our own updates replace
  // the URL; a push or back/forward (a nav link, the browser's buttons) brings the URL's text back.
  const navigationType = useNavigationType();
  const [searchText, setSearchText] = useState(state.input);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType !== 'REPLACE') setSearchText(state.input);
  }
  const search = (input: string) => {
    setSearchText(input);
    update({ input });
  };
  const reset = () => {
    setSearchText(DEFAULT_LIST_STATE.input);
    navigate(listUrl(DEFAULT_LIST_STATE), { replace: true });
  };

  const category = categories.some((c) => c.id === state.category) ? state.category : 0;
  const shown = filterCouncils(councils, state, categories);
  const layout: CardLayout = isTablet ? 'compact' : state.display;

  return (
    <div className={styles.tab}>
      <Section id="gc-newly-joined" title={t('list.newlyJoined')} councils={newlyJoinedCouncils(councils)} />
      <Section id="gc-onboarding" title={t('list.onboarding')} councils={onboardingCouncils(councils)} />
      {/* Loading and loaded are two elements: the sections above appear with the data, and the loaded
          list replaces the placeholder instead of the placeholder moving down (a layout shift). */}
      <section key={loading ? 'loading' : 'loaded'} className={styles.section} aria-labelledby="gc-all-members" aria-busy={loading}>
        <h2 id="gc-all-members" className={styles.sectionTitle}>
          {t('list.members')}
          {!loading && <span className={styles.count}>{shown.length}</span>}
        </h2>
        <p className={styles.definition}>{t('card.stakingDefinition')}</p>
        <div className={styles.toolbar}>
          <ul className={styles.chips} aria-label={t('list.category')}>
            {[{ id: 0, name: t('list.all') }, ...categories].map((c) => (
              <li key={c.id}>
                <Chip selected={c.id === category} onClick={() => update({ category: c.id })}>
                  {c.name}
                </Chip>
              </li>
            ))}
          </ul>
          <div className={styles.tools}>
            <label className={styles.search}>
              <Icon name="search" size={18} className={styles.searchIcon} />
              <input
                type="search"
                className={styles.searchInput}
                placeholder={t('list.search')}
                aria-label={t('list.search')}
                value={searchText}
                onChange={(event) => search(event.target.value)}
              />
            </label>
            <div className={styles.toggle} role="group" aria-label={t('list.display')}>
              {DISPLAY_OPTIONS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className={styles.toggleButton}
                  aria-label={t(option.label)}
                  aria-pressed={state.display === option.value}
                  onClick={() => update({ display: option.value })}
                >
                  <Icon name={option.icon} size={18} />
                </button>
              ))}
            </div>
            <DownloadLinks label={t('list.download')} links={[{ format: 'CSV', href: downloadPaths.councilList(locale) }]} />
          </div>
        </div>
        {loading ? (
          <div className={styles.loading} />
        ) : shown.length === 0 ? (
          <EmptyState
            action={
              <Button variant="outline" onClick={reset}>
                {t('list.reset')}
              </Button>
            }
          >
            {common('empty.noResults')}
          </EmptyState>
        ) : (
          <CouncilGrid councils={shown} layout={layout} label={t('list.members')} />
        )}
      </section>
    </div>
  );
}
