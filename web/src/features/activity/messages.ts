import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/activity.json';

/** The councils' activities: the feed, the rankings, an activity's detail and its draft preview. */
export const activityMessages = defineMessages(en, () => import('../../i18n/messages/ko/activity.json'));
