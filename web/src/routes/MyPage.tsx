import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { lazy } from 'react';
import { SITE_NAME } from '../config';
import { MyPageShell, type MyPagePanels } from '../features/myPage/MyPageShell';

// Each tab is its own chunk, fetched when the tab is first shown.
const PANELS: MyPagePanels = {
  GC_LIST: lazy(() => import('../features/councilEditor/GcListTab')),
  VOTING_LIST: lazy(() => import('../features/agendaDrafts/VotingListTab')),
  SITE_MANAGER: lazy(() => import('../features/siteManagerEditor/SiteManagerTab')),
  TREASURY: lazy(() => import('../features/treasuryEditor/TreasuryTab')),
  CONTRACT_LIST: lazy(() => import('../features/contractListEditor/ContractListTab')),
  RELEASE_NOTE: lazy(() => import('../features/releaseNoteEditor/ReleaseNoteTab')),
};

/** /MyPage?tab: the admin tabs (spec admin §2.4); a council account is sent to its council page. */
export default function MyPageRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('myPage.title'), site: SITE_NAME })}</title>
      <MyPageShell panels={PANELS} />
    </>
  );
}
