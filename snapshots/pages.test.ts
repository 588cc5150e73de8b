import { describe, expect, it } from 'vitest';
import { keys } from '@portal/core/db/keys';
import { itemKeyText } from '@portal/core/db/writeCounter';
import { FOLLOWED_ITEMS, LISTED_FROM } from './pages';

/** Whether one of FOLLOWED_ITEMS matches an item ("pk sk"), as the stream's filter does on AWS. */
const followed = (pk: string, sk: string) => FOLLOWED_ITEMS.some((item) => item.pk === pk && ('sk' in item ? item.sk === sk : sk.startsWith(item.skPrefix)));

describe('the items pages follow, as patterns', () => {
  it('match every item a page follows or lists from', () => {
    for (const key of [keys.proposalList(), keys.councilList(), keys.categories(), keys.councilActivitySummary(), keys.proposalDetail(53), keys.proposalDetail(1)]) expect(followed(key.pk, key.sk), `${key.pk} ${key.sk}`).toBe(true);
    for (const text of LISTED_FROM) expect(followed(text.split(' ')[0]!, text.split(' ')[1]!)).toBe(true);
    expect(itemKeyText(keys.proposalDetail(53).pk, keys.proposalDetail(53).sk)).toMatch(/^PROPOSAL DETAIL#/);
  });

  it('match no other item, those of the same partitions included (statistics, checkpoints, chain records, profiles)', () => {
    for (const key of [keys.proposalStats(), keys.councilVotes(1), keys.proposalChain(53), keys.councilProfile(1), keys.checkpoint('governance'), keys.networkStats()]) {
      expect(followed(key.pk, key.sk), `${key.pk} ${key.sk}`).toBe(false);
    }
  });
});
