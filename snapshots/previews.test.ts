import { describe, expect, it } from 'vitest';
import { agendaAnswer, councilOf } from '../test/fixtures/snapshotPages';
import { serverText } from '@portal/core/i18n/serverText';
import { agendaPreview, councilPreview, DESCRIPTION_MAX } from './previews';

const SITE = 'https://portal.example';

describe("an agenda page's preview", () => {
  it('names its number and title, its status, Yes/No/Abstain and the end of voting, in English', () => {
    expect(agendaPreview(agendaAnswer(), 'en', SITE)).toEqual({
      title: 'Agenda #53: Raise the gas floor',
      description: 'Ongoing. Yes 3, No 1, Abstain 1; 5 of 7 councils voted. Voting end: 2026-11-24 06:00 UTC.',
      url: 'https://portal.example/Proposal/Detail?id=53',
      image: null,
      lang: 'en',
    });
  });

  it('in Korean, at the Korean URL', () => {
    const preview = agendaPreview(agendaAnswer({ state: 4 }), 'ko', SITE);
    expect(preview.title).toBe('안건 #53: Raise the gas floor');
    // The time's day period is Intl's (its words differ between ICU versions): the sentence around it is ours.
    expect(preview.description).toBe(`가결 (진행 중). 찬성 3, 반대 1, 기권 1. 카운슬 7곳 중 5곳이 투표했습니다. 투표 종료: ${serverText('ko').utcMinute('2026-11-24T06:00:00.000Z')}.`);
    expect(preview.url).toBe('https://portal.example/ko/Proposal/Detail?id=53');
  });
});

describe("a council page's preview", () => {
  it('is its name, summary and thumbnail as an absolute URL', () => {
    const council = councilOf();
    expect(councilPreview(council, 'en', SITE)).toEqual({
      title: 'Council Four | Governance Council Portal',
      description: 'Runs validators in two regions.',
      url: 'https://portal.example/GC/Detail?id=4',
      image: `https://portal.example${council.thumbnail}`,
      lang: 'en',
    });
  });

  it('cuts a long summary at a preview’s length and has no picture without a thumbnail', () => {
    const preview = councilPreview(councilOf({ summary: 'word '.repeat(100), thumbnail: '' }), 'ko', SITE);
    expect(preview.description.length).toBe(DESCRIPTION_MAX);
    expect(preview.description.endsWith('…')).toBe(true);
    expect(preview.image).toBeNull();
    expect(preview.url).toBe('https://portal.example/ko/GC/Detail?id=4');
  });
});
