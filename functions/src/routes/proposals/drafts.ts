/**
 * /v1/proposals/drafts (admin spec §7.4): a site admin writes a voting agenda; the secretary's
 * approvers sign the exact secretary transaction that proposes it; at the threshold, confirm sends
 * it. A draft is named by its own id (`{draftId}`), before it has an agenda number or an on-chain id.
 */
import { Hono } from 'hono';
import { proposalRoutes } from '@portal/core/api/proposalRoutes';
import type { DraftId } from '@portal/core/api/ids';
import { keys } from '@portal/core/db/keys';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from '@portal/core/db/repositories/proposalDrafts';
import {
  draftContent,
  ProposalDraftSchema,
  type ProposalDraftEdit,
  type DraftContent,
  type ProposalDraft,
  type ProposalDraftInput,
  type StoredDraft,
} from '@portal/core/entities/proposalDraft';
import { success } from '@portal/core/envelope';
import { draftActions, draftContentHash, proposeCall } from '@portal/core/secretary/draftProposal';
import { accessFor } from '../../access';
import type { AppDeps, AppEnv } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { APPROVAL_REFUSALS, approvalView, approve, confirmApproved, transactionOf } from '../../secretary/approvals';
import { secretaryOf, type SecretaryApprovers } from '../../chain/secretary';
import { noQuery, validate } from '../../validate';
import { networkProfileOfConfig } from '@portal/core/config';
import type { NetworkProfile } from '@portal/core/networkProfile';

const create = proposalRoutes['POST /v1/proposals/drafts'];
const list = proposalRoutes['GET /v1/proposals/drafts'];
const read = proposalRoutes['GET /v1/proposals/drafts/{draftId}'];
const change = proposalRoutes['PUT /v1/proposals/drafts/{draftId}'];
const remove = proposalRoutes['DELETE /v1/proposals/drafts/{draftId}'];
const transaction = proposalRoutes['GET /v1/proposals/drafts/{draftId}/tx'];
const approval = proposalRoutes['PUT /v1/proposals/drafts/{draftId}/approve'];
const confirm = proposalRoutes['POST /v1/proposals/drafts/{draftId}/tx'];

export const DRAFT_REFUSALS = {
  ...APPROVAL_REFUSALS,
  unknownCouncil: 'Please choose the proposer council or the foundation',
} as const;

/** A disbursement's source is not a fund; the funds by the names the deployment shows (networkProfile.ts). */
export function withdrawingRefusal(profile: NetworkProfile): string {
  const { KCF, KFF } = profile.funds;
  return `The withdrawing account must be a treasury fund (${KCF.short} or ${KFF.short})`;
}

/** The proposer council as the draft shows it; 0 is the foundation. */
async function councilRef(deps: AppDeps, councilId: number) {
  if (councilId === 0) return { id: 0, name: 'Foundation', thumbnail: '' };
  const council = (await getCouncilList(deps.db)).find((c) => c.id === councilId);
  return council ? { id: council.id, name: council.name, thumbnail: council.thumbnail } : null;
}

/** The rules that need the deployment: a known proposer, and a disbursement out of a treasury fund. */
async function checkContent(deps: AppDeps, content: DraftContent): Promise<void> {
  if (!(await councilRef(deps, content.council_id))) throw badRequest(DRAFT_REFUSALS.unknownCouncil);
  const details = content.categoryDetails;
  if (details.txType === 'DISBURSEMENT') {
    const funds = [deps.config?.KCF_ADDRESS, deps.config?.KFF_ADDRESS].filter(Boolean).map((a) => a!.toLowerCase());
    if (!funds.includes(details.withdrawingAccount.toLowerCase())) throw badRequest(withdrawingRefusal(networkProfileOfConfig(deps.config)));
  }
}

async function view(deps: AppDeps, draft: StoredDraft, secretary: SecretaryApprovers): Promise<ProposalDraft> {
  const council = (await councilRef(deps, draft.content.council_id)) ?? { id: draft.content.council_id, name: '', thumbnail: '' };
  const { content } = draft;
  // Parsed by the answer's own strict schema: what the web's key for it will check too.
  return ProposalDraftSchema.parse({
    id: draft.id,
    title: content.title,
    subtitle: content.subtitle,
    kgp: content.kgp,
    council,
    categoryId: content.categoryId,
    categoryDetails: content.categoryDetails,
    voting_delay: content.voting_delay,
    voting_period: content.voting_period,
    contextAndProposal: content.contextAndProposal,
    forumLink: content.forumLink,
    extraLinks: content.extraLinks,
    tags: content.tags,
    ...approvalView(draft, secretary),
    transaction_count: draftActions(content).targets.length,
    content_hash: draftContentHash(content),
    confirm_tx_hash: draft.confirm_tx_hash,
    created_at: draft.created_at,
    updated_at: draft.updated_at,
  });
}

/** The form's input, merged with the stored content for an edit (only changed fields come). */
function mergedInput(content: DraftContent, edit: ProposalDraftEdit): ProposalDraftInput {
  const details = content.categoryDetails;
  return {
    title: edit.title ?? content.title,
    subtitle: edit.subtitle ?? content.subtitle,
    council_id: edit.council_id ?? content.council_id,
    category_id: edit.category_id ?? content.categoryId,
    category_details: edit.category_details ?? (details as ProposalDraftInput['category_details']),
    voting_delay: edit.voting_delay ?? content.voting_delay,
    voting_period: edit.voting_period ?? content.voting_period,
    contents: edit.contents ?? content.contextAndProposal,
    forum_link: edit.forum_link ?? content.forumLink,
    extra_link: edit.extra_link ?? content.extraLinks,
    tags: edit.tags ?? content.tags,
    kgp: edit.kgp ?? content.kgp,
  };
}

async function requireDraft(deps: AppDeps, id: DraftId): Promise<StoredDraft> {
  const draft = await getDraft(deps.db, id);
  if (!draft) throw notFound(`No draft ${id}`);
  return draft;
}

const draftItem = (deps: AppDeps, id: DraftId) => ({ db: deps.db, key: keys.proposalDraft(id), missing: `No draft ${id}` });

function requireOpen(draft: StoredDraft): void {
  if (draft.confirm_tx_hash) throw conflict(DRAFT_REFUSALS.confirmed);
}

export const drafts = new Hono<AppEnv>()
  .post('/', accessFor(create), noQuery(), validate('json', create.body), async (c) => {
    const deps = c.get('deps');
    const content = draftContent(c.req.valid('json'));
    await checkContent(deps, content);
    const draft = await createDraft(deps.db, content);
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .get('/', accessFor(list), noQuery(), async (c) => {
    const deps = c.get('deps');
    const secretary = await secretaryOf(deps.config).approvers();
    const open = (await listDrafts(deps.db)).filter((d) => !d.confirm_tx_hash);
    return c.json(success(await Promise.all(open.map((d) => view(deps, d, secretary)))));
  })
  .get('/:draftId{[0-9]+}', accessFor(read), validate('param', read.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const draft = await requireDraft(deps, c.req.valid('param').draftId);
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .put('/:draftId{[0-9]+}', accessFor(change), validate('param', change.params), noQuery(), validate('json', change.body), async (c) => {
    const deps = c.get('deps');
    const { draftId: id } = c.req.valid('param');
    const before = await requireDraft(deps, id);
    requireOpen(before);
    // Each changed field passed its rule; category and details came together or not at all.
    const content = draftContent(mergedInput(before.content, c.req.valid('json')));
    await checkContent(deps, content);
    // The approvers signed the old bytes: an edit takes their approvals away.
    const draft = await updateDraft(deps.db, id, (d) => ({ ...d, content, revision: d.revision + 1, transaction: null, approvals: [] }));
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .delete('/:draftId{[0-9]+}', accessFor(remove), validate('param', remove.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { draftId: id } = c.req.valid('param');
    requireOpen(await requireDraft(deps, id));
    await deleteDraft(deps.db, id);
    return c.json(success({ id }));
  })
  // The secretary transaction the approvers sign: fixed at the first approval, fresh until then.
  .get('/:draftId{[0-9]+}/tx', accessFor(transaction), validate('param', transaction.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const draft = await requireDraft(deps, c.req.valid('param').draftId);
    requireOpen(draft);
    const secretary = secretaryOf(deps.config);
    const tx = await transactionOf(secretary, draft, proposeCall(draft.content));
    return c.json(success({ ...tx, signing: secretary.signingRequest(tx) }));
  })
  .put('/:draftId{[0-9]+}/approve', accessFor(approval), validate('param', approval.params), noQuery(), validate('json', approval.body), async (c) => {
    const deps = c.get('deps');
    const { draftId: id } = c.req.valid('param');
    const { signature } = c.req.valid('json');
    const me = c.get('account').address.toLowerCase();
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const before = await requireDraft(deps, id);
    await approve(secretary, approvers, before, { ...draftItem(deps, id), revision: before.revision }, me, signature, proposeCall(before.content));
    const draft = await requireDraft(deps, id);
    return c.json(success(await view(deps, draft, approvers)));
  })
  // Confirm: at the threshold, the secretary's transaction goes out with the approvals.
  .post('/:draftId{[0-9]+}/tx', accessFor(confirm), validate('param', confirm.params), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { draftId: id } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const draft = await requireDraft(deps, id);
    await confirmApproved(secretary, approvers, draft, draftItem(deps, id));
    const confirmed = await requireDraft(deps, id);
    return c.json(success(await view(deps, confirmed, approvers)));
  });
