import { type ComponentType, type KeyboardEvent, type LazyExoticComponent, Suspense, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import { useAccount } from '../../shared/session/sessionStore';
import { container } from '../../styles/layout.css';
import * as styles from './MyPageShell.css';
import { myPageNoticeOf } from '../../shared/myPage/myPageNotice';
import { useMessages } from '../../i18n/messages';
import { myPageMessages } from './messages';
import { type MyPageTab, myPageTabsOf, parseMyPageTab } from './myPageTabs';

export type MyPagePanels = Record<MyPageTab, LazyExoticComponent<ComponentType>>;

/**
 * My Page (admin §2.4): a site operator's left tab menu (GC List, Voting List, Site Manager,
 * Treasury, Contract List, Release Note; a secretary's approver only Voting List, §6) chosen by the `tab` query; each tab's module loads when it
 * is first shown. A council account has no admin menu: it goes straight to its own council page.
 * The route guard (features/signIn/RequireSession) has made sure someone is signed in. A flow that
 * ended here (a removed draft) may bring its success message in the router's state; OK drops it.
 */
export function MyPageShell({ panels }: { panels: MyPagePanels }) {
  const account = useAccount();
  const t = useMessages(myPageMessages);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const refs = useRef(new Map<MyPageTab, HTMLButtonElement>());
  const notice = myPageNoticeOf(location.state);
  if (!account) return null;
  const tabs = myPageTabsOf(account);
  if (!account.isSiteOperator || tabs.length === 0) return <Navigate to={`/MyPage/GC?id=${account.council_id}`} replace />;

  // A tab the account may not see (a secretary's ?tab=TREASURY) opens its first one instead.
  const current = parseMyPageTab(params.get('tab'), tabs);
  const choose = (tab: MyPageTab) => setParams({ tab }, { replace: false });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === current);
    const last = tabs.length - 1;
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowRight: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    choose(target.value);
    refs.current.get(target.value)?.focus();
  };
  const Panel = panels[current];

  return (
    <div className={`${container} ${styles.layout}`}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <div role="tablist" aria-label={t('menu.label')} aria-orientation="vertical" className={styles.menu} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.value}
              ref={(node) => {
                if (node) refs.current.set(tab.value, node);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`mypage-tab-${tab.value}`}
              aria-selected={tab.value === current}
              aria-controls="mypage-panel"
              tabIndex={tab.value === current ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(tab.value)}
            >
              {t(tab.label)}
            </button>
          ))}
        </div>
      </div>
      <section id="mypage-panel" role="tabpanel" aria-labelledby={`mypage-tab-${current}`} className={styles.panel}>
        <Suspense fallback={<div role="status" aria-label={t('loading')} aria-busy="true" />}>
          <Panel />
        </Suspense>
      </section>
      <NoticeAlert notice={notice === null ? null : { title: notice }} onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })} />
    </div>
  );
}
