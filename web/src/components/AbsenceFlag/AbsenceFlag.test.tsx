import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { CouncilAbsence } from '@portal/core/entities/absence';
import { absenceLabel, absenceText, NETWORK_ABSENCE_RULE } from '@portal/core/rules/absence';
import { LocaleProvider } from '../../i18n/messages';
import type { Locale } from '../../i18n/locale';
import { AbsenceFlag, AbsenceNotice } from './AbsenceFlag';

const atRisk: CouncilAbsence = { council: { id: 3, name: 'Council C', thumbnail: '' }, missed: 2, agendas: [52, 51], status: 'at_risk' };
const penalty: CouncilAbsence = { council: { id: 4, name: 'Council D', thumbnail: '' }, missed: 3, agendas: [52, 51, 50], status: 'penalty' };

const inLocale = (locale: Locale, ui: React.ReactNode) =>
  act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <Suspense fallback={null}>{ui}</Suspense>
      </LocaleProvider>,
    );
  });

describe('the absence flag (KGP-31)', () => {
  it('reads in English exactly as core words it for the CSVs', async () => {
    await inLocale('en', <AbsenceNotice absence={penalty} rule={NETWORK_ABSENCE_RULE} />);
    const notice = document.querySelector('[data-absence="penalty"]')!;
    expect(notice.textContent).toBe(absenceLabel('penalty', NETWORK_ABSENCE_RULE) + absenceText('penalty', 3, NETWORK_ABSENCE_RULE));
  });

  it('reads in Korean, its sentence in the title', async () => {
    await inLocale('ko', <AbsenceFlag absence={atRisk} rule={NETWORK_ABSENCE_RULE} />);
    const flag = await screen.findByText('위험');
    expect(flag.getAttribute('title')).toBe('위험: 최근 2회 투표 불참. 연속 3회 불참하면 7일간 블록 보상이 없습니다 (KGP-31)');
    expect(document.body.textContent).not.toMatch(/At risk|block rewards/);
  });
});
