/**
 * /v1/proposals/{proposalId}/secretary/{queue|execute|cancel}, by the agenda's on-chain id: the rest of an agenda's life from the
 * portal (the secretary-only panel of the detail page). The same approvals → confirm path as a
 * draft's propose: GET answers the transaction, what to sign and who signed; PUT …/approve adds the
 * signed-in approver's signature; POST …/tx sends it at the threshold.
 */
import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import type { OnChainProposalId } from '@portal/core/api/ids';
import { keys } from '@portal/core/db/keys';
import { ensureSecretaryAction, getSecretaryAction } from '@portal/core/db/repositories/secretaryActions';
import type { SecretaryAction, StoredSecretaryAction } from '@portal/core/entities/secretaryAction';
import { success } from '@portal/core/envelope';
import type { VotingCall } from '@portal/core/secretary/secretaryCalls';
import { accessFor } from '../../access';
import type { AppDeps, AppEnv } from '../../deps';
import { approvalView, approve, confirmApproved, transactionOf } from '../../secretary/approvals';
import { secretaryOf } from '../../chain/secretary';
import { noQuery, validate } from '../../validate';

const read = proposalRoutes['GET /v1/proposals/{proposalId}/secretary/{action}'];
const approval = proposalRoutes['PUT /v1/proposals/{proposalId}/secretary/{action}/approve'];
const confirm = proposalRoutes['POST /v1/proposals/{proposalId}/secretary/{action}/tx'];

const callOf = (proposalId: OnChainProposalId, action: SecretaryAction): VotingCall => ({ kind: action, proposalId: BigInt(proposalId) });

async function recordOf(deps: AppDeps, proposalId: OnChainProposalId, action: SecretaryAction): Promise<StoredSecretaryAction> {
  return (
    (await getSecretaryAction(deps.db, proposalId, action)) ?? { proposal_id: proposalId, action, transaction: null, approvals: [], confirm_tx_hash: null, updated_at: new Date(0).toISOString() }
  );
}

const itemOf = (deps: AppDeps, proposalId: OnChainProposalId, action: SecretaryAction) => ({
  db: deps.db,
  key: keys.secretaryAction(proposalId, action),
  missing: `No ${action} approvals for agenda ${proposalId}`,
});

export const secretaryActions = new Hono<AppEnv>()
  .get('/:proposalId{[0-9]+}/secretary/:action', accessFor(read), validate('param', read.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { proposalId, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const record = await recordOf(deps, proposalId, action);
    const transaction = record.confirm_tx_hash ? record.transaction : await transactionOf(secretary, record, callOf(proposalId, action));
    return c.json(
      success({
        proposal_id: proposalId,
        action,
        ...approvalView(record, approvers),
        confirm_tx_hash: record.confirm_tx_hash,
        transaction: transaction ? { ...transaction, signing: secretary.signingRequest(transaction) } : null,
      }),
    );
  })
  .put('/:proposalId{[0-9]+}/secretary/:action/approve', accessFor(approval), validate('param', approval.params), noQuery(), validate('json', approval.body), async (c) => {
    const deps = c.get('deps');
    const { proposalId, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const record = await recordOf(deps, proposalId, action);
    const me = c.get('account').address.toLowerCase();
    // The record is written (empty) only once the approval passed its checks.
    const item = { ...itemOf(deps, proposalId, action), ensure: () => ensureSecretaryAction(deps.db, proposalId, action) };
    await approve(secretary, approvers, record, item, me, c.req.valid('json').signature, callOf(proposalId, action));
    const saved = await recordOf(deps, proposalId, action);
    return c.json(success({ proposal_id: proposalId, action, ...approvalView(saved, approvers), confirm_tx_hash: saved.confirm_tx_hash }));
  })
  .post('/:proposalId{[0-9]+}/secretary/:action/tx', accessFor(confirm), validate('param', confirm.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { proposalId, action } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const hash = await confirmApproved(secretary, approvers, await recordOf(deps, proposalId, action), itemOf(deps, proposalId, action));
    const saved = await recordOf(deps, proposalId, action);
    return c.json(success({ proposal_id: proposalId, action, ...approvalView(saved, approvers), confirm_tx_hash: hash }));
  });
