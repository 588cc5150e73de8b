import { z } from 'zod';
import { type Council, CouncilSchema } from '../../entities/council';
import type { Db } from '../client';
import { getData, putData } from '../items';
import { ENTITY, keys } from '../keys';

const CouncilListSchema = z.array(CouncilSchema);

/** The precomputed public council list (profiles joined with their staking). */
export async function getCouncilList(db: Db): Promise<Council[]> {
  return (await getData(db, keys.councilList(), CouncilListSchema)) ?? [];
}

export function putCouncilList(db: Db, councils: Council[]): Promise<void> {
  return putData(db, keys.councilList(), ENTITY.councilList, CouncilListSchema.parse(councils));
}
