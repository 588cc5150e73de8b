import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/council.json';
import stakeEn from '../../i18n/messages/en/councilStake.json';

/** The GC page's list and history, a council's card and its detail (addresses, transactions). */
export const councilMessages = defineMessages(en, () => import('../../i18n/messages/ko/council.json'));
export type CouncilKey = keyof typeof en & string;

/** The council detail's stake panel and its public delegations. */
export const councilStakeMessages = defineMessages(stakeEn, () => import('../../i18n/messages/ko/councilStake.json'));
export type CouncilStakeKey = keyof typeof stakeEn & string;
