import { describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES, COUNCIL_MESSAGES } from '@portal/core/entities/councilInput';
import { translator } from '../../i18n/messages';
import en from '../../i18n/messages/en/councilEditor.json';
import ko from '../../i18n/messages/ko/councilEditor.json';
import { problemText } from './messages';

describe("the council rules' messages", () => {
  it("are core's words in the English catalogue, so the form and the server say the same sentence", () => {
    for (const [name, english] of Object.entries(COUNCIL_MESSAGES)) expect(en[`problem.${name}` as keyof typeof en], name).toBe(english);
    expect(en['balance.failed']).toBe(BALANCE_MESSAGES.failed);
  });

  it('are shown in the page language; other text stays as it came', () => {
    const korean = translator(ko, 'ko');
    expect(problemText(korean, COUNCIL_MESSAGES.datesOrder)).toBe('잘못된 날짜: 가입일은 탈퇴일보다 앞서야 합니다');
    expect(problemText(korean, 'Council 2 was changed by someone else')).toBe('Council 2 was changed by someone else');
    expect(problemText(korean, undefined)).toBeUndefined();
  });
});
