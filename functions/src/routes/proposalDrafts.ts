/**
 * /v1/proposals/drafts (admin spec §7.4): a site admin writes a voting agenda; the secretary's
 * approvers sign the exact secretary transaction that proposes it; at the threshold, confirm sends
 * it. Mounted before the public /v1/proposals/:id routes, so "drafts" is never taken for an id.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from '@portal/core/db/repositories/proposalDrafts';
import {
  draftContent,
  ProposalDraftEditSchema,
  ProposalDraftInputSchema,
  type DraftContent,
  type ProposalDraft,
  type ProposalDraftInput,
  type StoredDraft,
} from '@portal/core/entities/proposalDraft';
import { success } from '@portal/core/envelope';
import { draftActions, draftContentHash, proposeCall } from '@portal/core/secretary/draftProposal';
import { SecretarySignatureSchema, signedWeight } from '@portal/core/secretary/secretaryCalls';
import { signedInRead, write } from '../access';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { secretaryOf, type SecretaryApprovers } from '../secretary/secretary';
import { noQuery, validate } from '../validate';

const DraftId = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const DRAFT_REFUSALS = {
  confirmed: 'This draft is already confirmed on chain',
  notApprover: 'Your address is not one of the secretary\'s approvers',
  notYourSignature: 'The signature is not your address\'s signature of this transaction',
  alreadyApproved: 'You have already approved this draft',
  thresholdMet: 'The approvals already reach the threshold',
  belowThreshold: 'The approvals do not reach the threshold yet',
  spent: 'The secretary made another transaction since these approvals; they were reset, approve again',
  withdrawing: 'The withdrawing account must be a treasury fund (KCF or KFF)',
  unknownCouncil: 'Please choose the proposer council or the foundation',
} as const;

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
    if (!funds.includes(details.withdrawingAccount.toLowerCase())) throw badRequest(DRAFT_REFUSALS.withdrawing);
  }
}

/** The approvals that count: those of current approvers (the chain's list), weighted as the chain says. */
function countedApprovals(draft: StoredDraft, secretary: SecretaryApprovers) {
  const weights = new Map(secretary.approvers.map((a) => [a.address.toLowerCase(), a.weight]));
  return draft.approvals.filter((a) => weights.has(a.signer.toLowerCase())).map((a) => ({ ...a, weight: weights.get(a.signer.toLowerCase())! }));
}

async function view(deps: AppDeps, draft: StoredDraft, secretary: SecretaryApprovers): Promise<ProposalDraft> {
  const signed = new Set(draft.approvals.map((a) => a.signer.toLowerCase()));
  const council = (await councilRef(deps, draft.content.council_id)) ?? { id: draft.content.council_id, name: '', thumbnail: '' };
  const { content } = draft;
  return {
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
    draft_approval_threshold: secretary.threshold,
    approvers: secretary.approvers.map((a) => ({ address: a.address, signed: signed.has(a.address.toLowerCase()), weight: a.weight })),
    signed_weight: signedWeight(countedApprovals(draft, secretary).map((a) => a.weight), secretary.threshold),
    transaction_count: draftActions(content).targets.length,
    content_hash: draftContentHash(content),
    confirm_tx_hash: draft.confirm_tx_hash,
    created_at: draft.created_at,
    updated_at: draft.updated_at,
  };
}

/** The form's input, merged with the stored content for an edit (only changed fields come). */
function mergedInput(content: DraftContent, edit: z.output<typeof ProposalDraftEditSchema>): ProposalDraftInput {
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

async function requireDraft(deps: AppDeps, id: number): Promise<StoredDraft> {
  const draft = await getDraft(deps.db, id);
  if (!draft) throw notFound(`No draft ${id}`);
  return draft;
}

function requireOpen(draft: StoredDraft): void {
  if (draft.confirm_tx_hash) throw conflict(DRAFT_REFUSALS.confirmed);
}

export const proposalDrafts = new Hono<AppEnv>()
  .post('/', write('siteAdmin'), noQuery(), validate('json', ProposalDraftInputSchema), async (c) => {
    const deps = c.get('deps');
    const content = draftContent(c.req.valid('json'));
    await checkContent(deps, content);
    const draft = await createDraft(deps.db, content);
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .get('/', signedInRead('siteAdmin', 'siteManager', 'secretary'), noQuery(), async (c) => {
    const deps = c.get('deps');
    const secretary = await secretaryOf(deps.config).approvers();
    const drafts = (await listDrafts(deps.db)).filter((d) => !d.confirm_tx_hash);
    return c.json(success(await Promise.all(drafts.map((d) => view(deps, d, secretary)))));
  })
  .get('/:id{[0-9]+}', signedInRead('siteAdmin', 'siteManager', 'secretary'), validate('param', DraftId), noQuery(), async (c) => {
    const deps = c.get('deps');
    const draft = await requireDraft(deps, c.req.valid('param').id);
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .put('/:id{[0-9]+}', write('siteAdmin'), validate('param', DraftId), noQuery(), validate('json', ProposalDraftEditSchema), async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const before = await requireDraft(deps, id);
    requireOpen(before);
    // Each changed field passed its rule; category and details came together or not at all.
    const content = draftContent(mergedInput(before.content, c.req.valid('json')));
    await checkContent(deps, content);
    // The approvers signed the old bytes: an edit takes their approvals away.
    const draft = await updateDraft(deps.db, id, (d) => ({ ...d, content, revision: d.revision + 1, transaction: null, approvals: [] }));
    return c.json(success(await view(deps, draft, await secretaryOf(deps.config).approvers())));
  })
  .delete('/:id{[0-9]+}', write('siteAdmin'), validate('param', DraftId), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    requireOpen(await requireDraft(deps, id));
    await deleteDraft(deps.db, id);
    return c.json(success({ id }));
  })
  // The secretary transaction the approvers sign: fixed at the first approval, fresh until then.
  .get('/:id{[0-9]+}/tx', signedInRead('siteAdmin', 'secretary'), validate('param', DraftId), noQuery(), async (c) => {
    const deps = c.get('deps');
    const draft = await requireDraft(deps, c.req.valid('param').id);
    requireOpen(draft);
    const secretary = secretaryOf(deps.config);
    const tx = draft.transaction ?? (await secretary.prepare(proposeCall(draft.content)));
    return c.json(success({ ...tx, signing: secretary.signingRequest(tx) }));
  })
  .put('/:id{[0-9]+}/approve', write('secretary'), validate('param', DraftId), noQuery(), validate('json', z.strictObject({ signature: SecretarySignatureSchema })), async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const { signature } = c.req.valid('json');
    const me = c.get('account').address.toLowerCase();
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    if (!approvers.approvers.some((a) => a.address.toLowerCase() === me)) throw forbidden(DRAFT_REFUSALS.notApprover);
    const before = await requireDraft(deps, id);
    requireOpen(before);
    if (before.approvals.some((a) => a.signer.toLowerCase() === me)) throw conflict(DRAFT_REFUSALS.alreadyApproved);
    const counted = countedApprovals(before, approvers).reduce((sum, a) => sum + a.weight, 0);
    if (counted >= approvers.threshold) throw conflict(DRAFT_REFUSALS.thresholdMet);
    const tx = before.transaction ?? (await secretary.prepare(proposeCall(before.content)));
    if ((await secretary.recoverSigner(tx, signature)) !== me) throw badRequest(DRAFT_REFUSALS.notYourSignature);
    const draft = await updateDraft(deps.db, id, (d) => {
      // Read again inside the conditional write: an edit in between would have changed the bytes.
      if (d.revision !== before.revision) throw conflict('The draft was edited meanwhile; reload and approve again');
      return { ...d, transaction: tx, approvals: [...d.approvals, { signer: me, signature, approved_at: new Date().toISOString() }] };
    });
    return c.json(success(await view(deps, draft, approvers)));
  })
  // Confirm: at the threshold, the secretary's transaction goes out with the approvals.
  .post('/:id{[0-9]+}/tx', write('secretary'), validate('param', DraftId), noQuery(), async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const secretary = secretaryOf(deps.config);
    const approvers = await secretary.approvers();
    const draft = await requireDraft(deps, id);
    requireOpen(draft);
    const counted = countedApprovals(draft, approvers);
    if (!draft.transaction || counted.reduce((sum, a) => sum + a.weight, 0) < approvers.threshold) throw conflict(DRAFT_REFUSALS.belowThreshold);
    if (!(await secretary.isCurrent(draft.transaction))) {
      await updateDraft(deps.db, id, (d) => ({ ...d, transaction: null, approvals: [] }));
      throw conflict(DRAFT_REFUSALS.spent);
    }
    const hash = await secretary.send(draft.transaction, counted);
    const confirmed = await updateDraft(deps.db, id, (d) => ({ ...d, confirm_tx_hash: hash }));
    return c.json(success(await view(deps, confirmed, approvers)));
  });
