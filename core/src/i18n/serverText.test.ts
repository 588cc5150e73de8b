import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { absenceLabel } from '../rules/absence';
import { agendaStatusText, langPath, LANGS, localePath, serverText } from './serverText';

describe("the server's words for files", () => {
  it('has the same columns in every language, and English says what the rules say', () => {
    for (const lang of LANGS) {
      const columns = serverText(lang).columns;
      expect(columns.agendaVotes.length, lang).toBe(serverText('en').columns.agendaVotes.length);
      for (const name of ['leaderboard', 'councilList', 'treasury', 'financial'] as const) expect(columns[name]('KAIA').length, `${lang} ${name}`).toBe(serverText('en').columns[name]('KAIA').length);
    }
    const rule = { missedVotes: 3, penaltyDays: 30 };
    expect(serverText('en').absence.atRisk).toBe(absenceLabel('at_risk', rule));
    expect(serverText('en').absence.penalty(30)).toBe(absenceLabel('penalty', rule));
    // The Korean absence label is the web catalogue's, so the file and the page say one thing.
    const koAbsence = JSON.parse(readFileSync(new URL('../../../web/src/i18n/messages/ko/absence.json', import.meta.url), 'utf8')) as { label: string };
    expect(koAbsence.label).toContain(`penalty {{days}일간 블록 보상 없음} other {${serverText('ko').absence.atRisk}}`);
    expect(serverText('ko').absence.penalty(30)).toBe('30일간 블록 보상 없음');
  });

  it('writes a minute in UTC in each language, the Korean day period our own word (Node\'s ICU says "PM")', () => {
    expect(serverText('en').utcMinute('2026-11-27T13:21:00.000Z')).toBe('2026-11-27 13:21 UTC');
    expect(serverText('ko').utcMinute('2026-11-27T13:21:00.000Z')).toBe('2026.11.27 오후 1:21 UTC');
  });

  it("translates a feed agenda's stored status, result badge included, and leaves an unknown one as it is", () => {
    expect(agendaStatusText('Passed (Executed)', 'ko')).toBe('가결 (실행됨)');
    expect(agendaStatusText('Rejected', 'ko')).toBe('부결');
    expect(agendaStatusText('Ongoing', 'ko')).toBe('진행 중');
    expect(agendaStatusText('Passed (Executed)', 'en')).toBe('Passed (Executed)');
    expect(agendaStatusText('Something new', 'ko')).toBe('Something new');
  });

  it('writes the language into file and page paths, English as before', () => {
    expect(langPath('/v1/feeds/agendas.atom', 'en')).toBe('/v1/feeds/agendas.atom');
    expect(langPath('/v1/feeds/agendas.atom', 'ko')).toBe('/v1/feeds/agendas.atom?lang=ko');
    expect(langPath('/v1/feeds/activities.atom?gc=2', 'ko')).toBe('/v1/feeds/activities.atom?gc=2&lang=ko');
    expect(localePath('/GC/Detail?id=2', 'ko')).toBe('/ko/GC/Detail?id=2');
    expect(localePath('/GC', 'en')).toBe('/GC');
  });
});
