import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type CouncilVoter, CouncilVoterSchema } from '../../entities/proposal';
import { transactWrite, queryPrefix } from '../batch';
import type { Db } from '../client';
import { ENTITY, keys } from '../keys';

/** Which voter account each council has (the staking tracker's gcIdToVoter), as the indexer last read it. */
export async function listCouncilVoters(db: Db): Promise<CouncilVoter[]> {
  const { pk, skPrefix } = keys.councilVoterPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => CouncilVoterSchema.parse(i.data));
}

/** Writes the given councils' voters and removes the councils that no longer have one. */
export async function putCouncilVoters(db: Db, voters: CouncilVoter[], removedCouncilIds: number[] = []): Promise<void> {
  await transactWrite(db, {
    put: voters.map((v) => {
      const data = CouncilVoterSchema.parse(v);
      return { ...keys.councilVoter(data.gc_id), ...keys.councilVoterByAddress(data.voter), entity: ENTITY.councilVoter, v: 1, data };
    }),
    delete: removedCouncilIds.map(keys.councilVoter),
  });
}

/** The council a voter account votes for, or null (one Query on the voter-address index). */
export async function findCouncilByVoter(db: Db, voter: string): Promise<number | null> {
  const { gsi1pk, gsi1sk } = keys.councilVoterByAddress(voter);
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
    }),
  );
  const [first] = Items.map((i) => CouncilVoterSchema.parse(i.data));
  return first ? first.gc_id : null;
}
