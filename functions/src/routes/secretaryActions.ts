/**
 * /v1/proposals/{proposalId}/secretary/{queue|execute|cancel}: the rest of an agenda's life from the
 * portal (the secretary-only panel of the detail page). The same approvals → confirm path as a
 * draft's propose: GET answers the transaction, what to sign and who signed; PUT …/approve adds the
 * signed-in approver's signature; POST …/tx sends it at the threshold.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { keys } from '@portal/core/db/keys';
import { ensureSecretaryAction, getSecretaryAction } from '@portal/core/db/repositories/secretaryActions';
import { SECRETARY_ACTIONS, type SecretaryAction, type StoredSecretaryAction } from '@portal/core/entities/secretaryAction';
import { success } from '@portal/core/envelope';
import { SecretarySignatureSchema, type VotingCall } from '@portal/core/secretary/secretaryCalls';
import { signedInRead, write } from '../access';
import type { AppDeps, AppEnv } from '../deps';
import { approvalView, approve, confirmApproved, transactionOf } from '../secretary/approvals';
import { secretaryOf } from '../chain/secretary';
import { noQuery, validate } from '../validate';

const Params = z.strictObject({
  id: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(SECRETARY_ACTIONS),
});

const callOf = (proposalId: number, action: SecretaryAction): VotingCall => ({ kind: action, proposalId: BigInt(proposalId) });

async function recordOf(deps: AppDeps, proposalId: number, action: SecretaryAction): Promise<StoredSecretaryAction> {
  return (
    (await getSecretaryAction(deps.db, proposalId, action)) ?? { proposal_id: proposalId, action, transaction: null, approvals: [], confirm_tx_hash: null, updated_at: new Date(0).toISOString() }
  );
}

const itemOf = (deps: AppDeps, proposalId: number, action: SecretaryAction) => ({
  db: deps.db,
  key: keys.secretaryAction(proposalId, action),
  missing: `No ${action} approvals for agenda ${proposalId}`,
});

export const secretaryActions = new Hono<AppEnv>()
  .get('/:id{[0-9]+}/secretary/:action', signedInRead('secretary', 'siteAdmin'), validate('param', Params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const record = await recordOf(deps, id, action);
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
    const record = await recordOf(deps, id, action);
    const me = c.get('account').address.toLowerCase();
    // The record is written (empty) only once the approval passed its checks.
    const item = { ...itemOf(deps, id, action), ensure: () => ensureSecretaryAction(deps.db, id, action) };
    await approve(secretary, approvers, record, item, me, c.req.valid('json').signature, callOf(id, action));
    const saved = await recordOf(deps, id, action);
    return c.json(success({ proposal_id: id, action, ...approvalView(saved, approvers), confirm_tx_hash: saved.confirm_tx_hash }));
  })
  .post('/:id{[0-9]+}/secretary/:action/tx', write('secretary'), validate('param', Params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const hash = await confirmApproved(secretary, approvers, await recordOf(deps, id, action), itemOf(deps, id, action));
    const saved = await recordOf(deps, id, action);
    return c.json(success({ proposal_id: id, action, ...approvalView(saved, approvers), confirm_tx_hash: hash }));
  });
