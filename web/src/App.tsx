import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastProvider } from './components/Toast/ToastProvider';
import { useMaintenance } from './features/maintenance/useMaintenance';
import { OfflineModal } from './features/offline/OfflineModal';
import { PreferencesProvider } from './features/preferences/PreferencesProvider';
import { AppShell, BareShell } from './features/shell/AppShell';
import { RequireSession } from './features/signIn/RequireSession';
import { ScrollToTop } from './features/shell/ScrollToTop';
import { DEFAULT_LOCALE, localeBasename, type Locale } from './i18n/locale';
import { LocaleProvider } from './i18n/messages';

// Every route is its own chunk, loaded on first visit (a prerendered page is painted before it
// arrives, and its HTML preloads it: scripts/prerender.ts). The maintenance page too: a page is
// under maintenance rarely, and every other page would carry it.
const MaintenanceRoute = lazy(() => import('./routes/Maintenance'));
const HomeRoute = lazy(() => import('./routes/Home'));
const GcRoute = lazy(() => import('./routes/GC'));
const GcDetailRoute = lazy(() => import('./routes/GC/Detail'));
const GcActivityDetailRoute = lazy(() => import('./routes/GC/ActivityDetail'));
const GcActivityDraftRoute = lazy(() => import('./routes/GC/ActivityDraft'));
const ProposalRoute = lazy(() => import('./routes/Proposal'));
const ProposalListRoute = lazy(() => import('./routes/Proposal/List'));
const ProposalDetailRoute = lazy(() => import('./routes/Proposal/Detail'));
const StatusRoute = lazy(() => import('./routes/Status'));
const TreasuryRoute = lazy(() => import('./routes/Treasury'));
const ReleaseNoteRoute = lazy(() => import('./routes/ReleaseNote'));
const DelegatorsRoute = lazy(() => import('./routes/Delegators'));
const ApiReferenceRoute = lazy(() => import('./routes/Docs/API'));
const PrivacyRoute = lazy(() => import('./routes/Privacy'));
const TermsRoute = lazy(() => import('./routes/Terms'));
const MyPageRoute = lazy(() => import('./routes/MyPage'));
const MyPageGcRoute = lazy(() => import('./routes/MyPage/GC'));
const MyPageAddGcRoute = lazy(() => import('./routes/MyPage/AddGC'));
const MyPageGcActivityRoute = lazy(() => import('./routes/MyPage/GC/Activity'));
const MyPageGcActivityDraftRoute = lazy(() => import('./routes/MyPage/GC/ActivityDraft'));
const MyPageNewVotingRoute = lazy(() => import('./routes/MyPage/NewVoting'));
const MyPageProposalDetailRoute = lazy(() => import('./routes/MyPage/ProposalDetail'));
const MyPageProposalDraftDetailRoute = lazy(() => import('./routes/MyPage/ProposalDraftDetail'));
const MyPageProposalDraftEditRoute = lazy(() => import('./routes/MyPage/ProposalDraftDetail/Edit'));
const MyPageProposalDraftPreviewRoute = lazy(() => import('./routes/MyPage/ProposalDraftDetailPreview'));
const MyPageProposalDraftListRoute = lazy(() => import('./routes/MyPage/ProposalDraftList'));
const MyPageProposalPublishedListRoute = lazy(() => import('./routes/MyPage/ProposalPublishedList'));
const MyPageNewReleaseNoteRoute = lazy(() => import('./routes/MyPage/NewReleaseNote'));
const MyPageEditReleaseNoteRoute = lazy(() => import('./routes/MyPage/EditReleaseNote'));
const NotFoundRoute = lazy(() => import('./routes/NotFound'));

/** The route table of both specs (public §2, admin §2.1); root goes to /Home, an unknown path says not found. */
function AppRoutes() {
  const maintenance = useMaintenance();
  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenanceRoute />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/Home" replace />} />
      <Route path="/Maintenance" element={<MaintenanceRoute />} />
      <Route element={<BareShell />}>
        <Route path="/Privacy" element={<PrivacyRoute />} />
        <Route path="/Terms" element={<TermsRoute />} />
      </Route>
      <Route element={<AppShell />}>
        <Route path="/Home" element={<HomeRoute />} />
        <Route path="/GC" element={<GcRoute />} />
        <Route path="/GC/Detail" element={<GcDetailRoute />} />
        <Route path="/GC/ActivityDetail" element={<GcActivityDetailRoute />} />
        <Route path="/GC/ActivityDraft" element={<GcActivityDraftRoute />} />
        <Route path="/Proposal" element={<ProposalRoute />} />
        <Route path="/Proposal/List" element={<ProposalListRoute />} />
        <Route path="/Proposal/Detail" element={<ProposalDetailRoute />} />
        <Route path="/Status" element={<StatusRoute />} />
        <Route path="/Treasury" element={<TreasuryRoute />} />
        <Route path="/ReleaseNote" element={<ReleaseNoteRoute />} />
        <Route path="/Delegators" element={<DelegatorsRoute />} />
        <Route path="/Docs/API" element={<ApiReferenceRoute />} />
        {/* Every My Page route needs a session (admin §2.1): home without one once restoring is done. */}
        <Route element={<RequireSession />}>
          <Route path="/MyPage" element={<MyPageRoute />} />
          <Route path="/MyPage/GC" element={<MyPageGcRoute />} />
          <Route path="/MyPage/AddGC" element={<MyPageAddGcRoute />} />
          <Route path="/MyPage/GC/Activity" element={<MyPageGcActivityRoute />} />
          <Route path="/MyPage/GC/ActivityDraft" element={<MyPageGcActivityDraftRoute />} />
          <Route path="/MyPage/NewVoting" element={<MyPageNewVotingRoute />} />
          <Route path="/MyPage/ProposalDetail" element={<MyPageProposalDetailRoute />} />
          <Route path="/MyPage/ProposalDraftDetail" element={<MyPageProposalDraftDetailRoute />} />
          <Route path="/MyPage/ProposalDraftDetail/Edit" element={<MyPageProposalDraftEditRoute />} />
          <Route path="/MyPage/ProposalDraftDetailPreview" element={<MyPageProposalDraftPreviewRoute />} />
          <Route path="/MyPage/ProposalDraftList" element={<MyPageProposalDraftListRoute />} />
          <Route path="/MyPage/ProposalPublishedList" element={<MyPageProposalPublishedListRoute />} />
          <Route path="/MyPage/NewReleaseNote" element={<MyPageNewReleaseNoteRoute />} />
          <Route path="/MyPage/EditReleaseNote" element={<MyPageEditReleaseNoteRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/**
 * The browser's router, under the page's language prefix (/ko), so every in-app link stays in that
 * language; the build's prerender (src/prerender.tsx) wraps the same tree in a static one.
 */
const browserRouter = (routes: ReactNode, locale: Locale) => <BrowserRouter basename={localeBasename(locale)}>{routes}</BrowserRouter>;

interface AppProps {
  router?: (routes: ReactNode, locale: Locale) => ReactNode;
  /** The page's language, from its URL (i18n/locale.ts). */
  locale?: Locale;
}

export function App({ router = browserRouter, locale = DEFAULT_LOCALE }: AppProps) {
  return (
    <LocaleProvider locale={locale}>
      <PreferencesProvider>
        <ToastProvider>
          {router(
            <>
              <ScrollToTop />
              <AppRoutes />
            </>,
            locale,
          )}
          <OfflineModal />
        </ToastProvider>
      </PreferencesProvider>
    </LocaleProvider>
  );
}
