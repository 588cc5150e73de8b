import * as z from 'zod';
import { DelegatorViewSchema } from '../entities/delegation';
import { Address } from '../entities/primitives';
import { PROPOSAL_CACHE_SECONDS } from './proposalRoutes';
import { defineRoutes, publicRead } from './route';

const DelegatorPath = z.strictObject({ address: Address });

export const delegatorRoutes = defineRoutes({
  // Votes should show within seconds, as on the proposal pages: the same short CDN time.
  'GET /v1/delegators/{address}': {
    access: publicRead(PROPOSAL_CACHE_SECONDS),
    tag: 'Councils',
    summary: "The councils an address's stake backs through public delegation, and how each voted on every agenda",
    params: DelegatorPath,
    answer: DelegatorViewSchema,
    example: '/v1/delegators/0x0000000000000000000000000000000000000001',
  },
});
