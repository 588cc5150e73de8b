import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, contentLengthMessage } from '@portal/core/entities/activityForm';
import { translator } from '../../i18n/messages';
import en from '../../i18n/messages/en/activityEditor.json';
import ko from '../../i18n/messages/ko/activityEditor.json';
import { problemText } from './messages';

describe("the activity rules' messages", () => {
  it("are core's words in the English catalogue, so the form and the server say the same sentence", () => {
    for (const [name, english] of Object.entries(ACTIVITY_MESSAGES)) expect(en[`problem.${name}` as keyof typeof en], name).toBe(english);
  });

  it('are shown in the page language, the content counter with its numbers; other text stays as it came', () => {
    const korean = translator(ko, 'ko');
    expect(problemText(korean, ACTIVITY_MESSAGES.urlScheme)).toBe('URL은 http:// 또는 https://로 시작해야 합니다');
    expect(problemText(korean, contentLengthMessage('a'.repeat(2501)))).toBe('내용의 길이를 확인해 주세요 - 2,501/2,500');
    expect(problemText(translator(en, 'en'), contentLengthMessage('a'))).toBe('Please check the length of your content - 1/2,500');
    expect(problemText(korean, 'Activity 12 was not found')).toBe('Activity 12 was not found');
  });
});
