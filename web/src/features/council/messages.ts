import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/councilStake.json';

/** The council detail's stake panel and its public delegations. */
export const councilStakeMessages = defineMessages(en, () => import('../../i18n/messages/ko/councilStake.json'));
export type CouncilStakeKey = keyof typeof en & string;
