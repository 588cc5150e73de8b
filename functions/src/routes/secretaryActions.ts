/**
 * /v1/proposals/{proposalId}/secretary/{queue|execute|cancel}: the rest of an agenda's life from the
 * portal (the secretary-only panel of the detail page). The same approvals → confirm path as a
 * draft's propose: GET answers the transaction, what to sign and who signed; PUT …/approve adds the
 * signed-in approver's signature; POST …/tx sends it at the threshold.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { getSecretaryAction, putSecretaryAction } from '@portal/core/db/repositories/secretaryActions';
import { SECRETARY_ACTIONS, type SecretaryAction, type StoredSecretaryAction } from '@portal/core/entities/secretaryAction';
import { success } from '@portal/core/envelope';
import { SecretarySignatureSchema, type VotingCall } from '@portal/core/secretary/secretaryCalls';
import { signedInRead, write } from '../access';
import type { AppDeps, AppEnv } from '../deps';
import { conflict } from '../errors';
import { APPROVAL_REFUSALS, approvalView, checkApproval, confirmApproved, transactionOf } from '../secretary/approvals';
import { secretaryOf } from '../secretary/secretary';
import { noQuery, validate } from '../validate';

const Params = z.strictObject({
  id: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(SECRETARY_ACTIONS),
});

const callOf = (proposalId: number, action: SecretaryAction): VotingCall => ({ kind: action, proposalId: BigInt(proposalId) });

async function recordOf(deps: AppDeps, proposalId: number, action: SecretaryAction): Promise<{ record: StoredSecretaryAction; stored: string | null }> {
  const stored = await getSecretaryAction(deps.db, proposalId, action);
  return {
    record: stored ?? { proposal_id: proposalId, action, transaction: null, approvals: [], confirm_tx_hash: null, updated_at: new Date(0).toISOString() },
    stored: stored?.updated_at ?? null,
  };
}

const later = (previous: string) => new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();

export const secretaryActions = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/secretary/:action', signedInRead('secretary', 'siteAdmin'), validate('param', Params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const { record } = await recordOf(deps, id, action);
    const transaction = record.confirm_tx_hash ? record.transaction : await transactionOf(secretary, record, callOf(id, action));
    return c.json(
      success({
        proposal_id: id,
        action,
        ...approvalView(record, approvers),
        confirm_tx_hash: record.confirm_tx_hash,
        transaction: transaction ? { ...transaction, signing: secretary.signingRequest(transaction) } : null,
      }),
    );
  })
  .put('/:id{[0-9]+}/secretary/:action/approve', write('secretary'), validate('param', Params), noQuery(), validate('json', z.strictObject({ signature: SecretarySignatureSchema })), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const { record, stored } = await recordOf(deps, id, action);
    const me = c.get('account').address.toLowerCase();
    const { transaction, approval } = await checkApproval(secretary, approvers, record, me, c.req.valid('json').signature, callOf(id, action));
    const saved = await putSecretaryAction(deps.db, { ...record, transaction, approvals: [...record.approvals, approval], updated_at: later(record.updated_at) }, stored);
    return c.json(success({ proposal_id: id, action, ...approvalView(saved, approvers), confirm_tx_hash: null }));
  })
  .post('/:id{[0-9]+}/secretary/:action/tx', write('secretary'), validate('param', Params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const { record, stored } = await recordOf(deps, id, action);
    const hash = await confirmApproved(secretary, approvers, record);
    if (hash === 'spent') {
      await putSecretaryAction(deps.db, { ...record, transaction: null, approvals: [], updated_at: later(record.updated_at) }, stored);
      throw conflict(APPROVAL_REFUSALS.spent);
    }
    const saved = await putSecretaryAction(deps.db, { ...record, confirm_tx_hash: hash, updated_at: later(record.updated_at) }, stored);
    return c.json(success({ proposal_id: id, action, ...approvalView(saved, approvers), confirm_tx_hash: hash }));
  });
