import { describe, expect, it } from 'vitest';
import { PROPOSAL_TAGS } from '@portal/core/constants';
import { ProposalState as S, STATE_MESSAGES } from '@portal/core/rules/proposals';
import { translator } from '../../i18n/messages';
import { type AgendaFigures, blockLine, choiceReading, countdownLabel, headerStatus, listStatus, NOTICE_TEXT, resultBadge, timeLeft } from './agendaModel';
import { blockLineText, choiceText, closingText, countdownText, noticeText, resultText, statusText, tagText, timeLeftText } from './agendaText';
import { agendaMessages } from './messages';

const en = translator(agendaMessages.en, 'en');
const agenda = (over: Partial<AgendaFigures> = {}): AgendaFigures => ({
  id: 52,
  state: S.Active,
  site_state: null,
  categoryId: 1,
  yesCount: 51,
  noCount: 2,
  abstainCount: 2,
  totalVotes: 197,
  votersCount: 9,
  quorumCount: 8,
  quorumPower: 66,
  eligibleNodes: 23,
  startBlock: 6_048_000,
  endBlock: 7_257_600,
  ...over,
});
const ALL_STATES = [S.Pending, S.Active, S.Canceled, S.Failed, S.Passed, S.Queued, S.Expired, S.Executed];

/** The English catalogue must say exactly what the model (the spec's words, read by the feeds and tests) says. */
describe('the agenda model in the English catalogue', () => {
  it('words every countdown, time left and block line as the model does', () => {
    const heads = [null, 0, 6_048_000 - 59, 6_048_000 - 60, 6_048_000 - 3_600, 6_048_000 - 86_400 - 3_600 - 60, 7_257_600 - 1, 7_257_600 - 2 * 86_400 - 5 * 3_600, 7_257_600 + 10];
    for (const state of ALL_STATES) {
      const figures = agenda({ state });
      expect(blockLineText(en, figures)).toBe(blockLine(figures));
      for (const head of heads) {
        expect(countdownText(en, figures, head), `${state} at ${head}`).toBe(countdownLabel(figures, head));
        expect(timeLeftText(en, figures, head)).toBe(timeLeft(figures, head));
      }
    }
  });

  it('words statuses, choices, results, notices and tags as the model and core do', () => {
    for (const state of ALL_STATES) {
      for (const figures of [agenda({ state }), agenda({ state, id: 33 }), agenda({ state, yesCount: 1, noCount: 60 }), agenda({ state, votersCount: 2 })]) {
        for (const status of [headerStatus(figures), listStatus(figures)]) expect(statusText(en, status.tone)).toBe(status.label);
        const badge = resultBadge(figures);
        if (badge) expect(resultText(en, badge)).toBe(badge);
      }
    }
    for (const [state, choice] of [[S.Pending, -1], [S.Active, -1], [S.Active, 0], [S.Active, 1], [S.Active, 2], [S.Passed, -1]] as const) {
      const reading = choiceReading({ state }, choice);
      expect(choiceText(en, reading.tone)).toBe(reading.label);
    }
    for (const text of Object.values(NOTICE_TEXT)) expect(noticeText(en, { tone: 'info', text })).toBe(text);
    for (const text of Object.values(STATE_MESSAGES)) expect(closingText(en, text)).toBe(text);
    for (const [id, name] of Object.entries(PROPOSAL_TAGS)) expect(tagText(en, Number(id))).toBe(name);
    expect(tagText(en, 9)).toBe('#9');
  });
});
