import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, custom, decodeFunctionData, parseEther, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { treasuryFundAbi, votingAbi } from '@portal/devnet/src/abis';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@portal/core/db/client';
import { keys } from '@portal/core/db/keys';
import { addSiteAdmin, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { parseServerConfig } from '@portal/core/config';
import type { ProposalDetail } from '@portal/core/entities/proposal';
import { DRAFT_MESSAGES, type ProposalDraft } from '@portal/core/entities/proposalDraft';
import { runGovernanceJob } from '@portal/indexer/src/jobs/governanceJob';
import { descriptionContentHash } from '@portal/core/secretary/draftProposal';
import { freshTestDb } from '../../../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../../../test/setup/signIn';
import { createApp } from '../../app';
import { DRAFT_REFUSALS, withdrawingRefusal } from './drafts';
import { NETWORK_PROFILES } from '@portal/core/networkProfile';

/** The in-process devnet served over HTTP, as the API reaches a node. */
function serve(devnet: InProcessDevnet): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body) as { id: number; method: string; params?: unknown };
      devnet.provider
        .request({ method: request.method, params: request.params } as never)
        .then((result) => ({ jsonrpc: '2.0', id: request.id, result }))
        .catch((error: Error & { data?: unknown }) => ({ jsonrpc: '2.0', id: request.id, error: { code: -32000, message: error.message, data: error.data } }))
        .then((answer) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(answer));
        });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

type Answer<T> = { code: number; result: T; err_msg: string };
const read = async <T>(response: Response) => (await response.json()) as Answer<T>;

describe('proposal drafts: write, approve by weight, confirm → propose on the devnet', () => {
  let devnet: InProcessDevnet;
  let server: Server;
  let db: Db;
  let app: ReturnType<typeof createApp>;
  let config: ReturnType<typeof signInTestConfig>;
  const admin = privateKeyToAccount(devnetPrivateKey('site-admin'));
  // Weights 2, 1, 1; threshold 3 (devnet/src/accounts.ts).
  const [approver1, approver2, approver3] = [1, 2, 3].map((n) => privateKeyToAccount(devnetPrivateKey(`secretary/approver-${n}`))) as [
    PrivateKeyAccount,
    PrivateKeyAccount,
    PrivateKeyAccount,
  ];
  /** Holds the secretary role in the table (stale) but is no owner of the multisig on chain. */
  const stray = privateKeyToAccount(devnetPrivateKey('test/stray-secretary'));
  const token = new Map<string, string>();
  const recipient = privateKeyToAccount(devnetPrivateKey('test/grantee')).address;

  beforeAll(async () => {
    devnet = await createInProcessDevnet();
    const served = await serve(devnet);
    server = served.server;
    const { contracts, accounts } = devnet.deployment;
    db = await freshTestDb();
    config = signInTestConfig({
        CHAIN_ID: '31337',
        RPC_URL: served.url,
        VOTING_ADDRESS: contracts.voting,
        KCF_ADDRESS: contracts.kcf,
        KFF_ADDRESS: contracts.kff,
        SECRETARY_RELAYER_KEY: accounts.relayer.privateKey,
    });
    app = createApp({ db, config });
    await addSiteAdmin(db, admin.address);
    await putSecretaryApprovers(db, [approver1, approver2, approver3, stray].map((a) => a.address));
    for (const who of [admin, approver1, approver2, approver3, stray]) token.set(who.address, (await signIn(app, who)).token);
  }, 180_000);

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const as = (who: PrivateKeyAccount) => {
    const auth = { Authorization: `Bearer ${token.get(who.address)}` };
    return {
      get: (path: string) => app.request(`/v1/proposals/drafts${path}`, { headers: auth }),
      post: (path: string, body?: unknown) =>
        app.request(`/v1/proposals/drafts${path}`, body === undefined ? { method: 'POST', headers: auth } : json('POST', body, token.get(who.address))),
      put: (path: string, body: unknown) => app.request(`/v1/proposals/drafts${path}`, json('PUT', body, token.get(who.address))),
      delete: (path: string) => app.request(`/v1/proposals/drafts${path}`, { method: 'DELETE', headers: auth }),
    };
  };

  const payload = () => ({
    title: 'Grant for the node operators',
    subtitle: 'Second round',
    council_id: 0,
    category_id: 3,
    category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '1500', recipientAccount: recipient, withdrawingAccount: devnet.deployment.contracts.kcf }),
    voting_delay: 86_400,
    voting_period: 7 * 86_400,
    contents: 'Why and how.',
    forum_link: 'https://govforum.example.org/t/42',
    extra_link: JSON.stringify([{ url: 'https://example.org/plan', title: 'Plan' }]),
    tags: JSON.stringify([2]),
    kgp: '31',
  });

  type TxAnswer = { from: string; to: string; input: Hex; nonce: string; gas: string; gasPrice: string; signing: { kind: 'contract'; typedData: { domain: never; types: never; primaryType: 'Execute'; message: { to: Hex; value: string; data: Hex; nonce: string } } } };

  /** What MetaMask does with GET …/tx's typed data: eth_signTypedData_v4, split into V, R, S. */
  async function signDraft(id: number, who: PrivateKeyAccount) {
    const tx = (await read<TxAnswer>(await as(who).get(`/${id}/tx`))).result;
    const { typedData } = tx.signing;
    const signature = await who.signTypedData({
      ...typedData,
      message: { ...typedData.message, value: BigInt(typedData.message.value), nonce: BigInt(typedData.message.nonce) },
    } as never);
    return { R: `0x${signature.slice(2, 66)}`, S: `0x${signature.slice(66, 130)}`, V: `0x${signature.slice(130, 132)}` };
  }
  const approve = async (id: number, who: PrivateKeyAccount, signature?: { V: string; R: string; S: string }) =>
    as(who).put(`/${id}/approve`, { signature: signature ?? (await signDraft(id, who)) });

  it('refuses a payload breaking a §5 rule with its message, and a disbursement out of anything but a treasury fund', async () => {
    const bad = await as(admin).post('', { ...payload(), kgp: 'KGP-31' });
    expect(bad.status).toBe(400);
    expect((await read(bad)).err_msg).toContain(DRAFT_MESSAGES.checkDigits);
    const notFund = await as(admin).post('', {
      ...payload(),
      category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '1', recipientAccount: recipient, withdrawingAccount: recipient }),
    });
    expect(notFund.status).toBe(400);
    expect((await read(notFund)).err_msg).toBe(withdrawingRefusal(NETWORK_PROFILES.klaytn));
    expect((await as(approver1).post('', payload())).status).toBe(403);
  });

  it('goes from draft to an on-chain proposal: approvals by weight, once each, reset by an edit, confirm only at the threshold', async () => {
    const created = await as(admin).post('', payload());
    expect(created.status).toBe(200);
    const draft = (await read<ProposalDraft>(created)).result;
    expect(draft).toMatchObject({
      title: 'Grant for the node operators',
      council: { id: 0, name: 'Foundation' },
      categoryId: 3,
      draft_approval_threshold: 3,
      signed_weight: 0,
      transaction_count: 1,
      confirm_tx_hash: null,
    });
    expect(draft.approvers).toEqual([
      { address: approver1.address, signed: false, weight: 2 },
      { address: approver2.address, signed: false, weight: 1 },
      { address: approver3.address, signed: false, weight: 1 },
    ]);
    const id = draft.id;
    expect((await read<ProposalDraft[]>(await as(approver3).get(''))).result.map((d) => d.id)).toContain(id);

    // The transaction the approvers sign: the multisig calls propose() on the voting contract.
    const tx = (await read<TxAnswer>(await as(approver2).get(`/${id}/tx`))).result;
    expect(tx.from).toBe(devnet.deployment.contracts.secretary);
    expect(tx.to).toBe(devnet.deployment.contracts.voting);
    expect(decodeFunctionData({ abi: votingAbi, data: tx.input }).functionName).toBe('propose');

    expect((await approve(id, approver2)).status).toBe(200);
    const twice = await approve(id, approver2);
    expect(twice.status).toBe(409);
    expect((await read(twice)).err_msg).toBe(DRAFT_REFUSALS.alreadyApproved);
    const stranger = await approve(id, stray);
    expect(stranger.status).toBe(403);
    expect((await read(stranger)).err_msg).toBe(DRAFT_REFUSALS.notApprover);
    expect((await approve(id, admin)).status).toBe(403);
    // Approver 3 handing in approver 2's signature: not theirs.
    const borrowed = await approve(id, approver3, await signDraft(id, approver2));
    expect(borrowed.status).toBe(400);
    expect((await read(borrowed)).err_msg).toBe(DRAFT_REFUSALS.notYourSignature);
    const early = await as(approver2).post(`/${id}/tx`);
    expect(early.status).toBe(409);
    expect((await read(early)).err_msg).toBe(DRAFT_REFUSALS.belowThreshold);
    expect((await read<ProposalDraft>(await as(admin).get(`/${id}`))).result.signed_weight).toBe(1);

    // An edit changes the bytes: the approvals are gone.
    const edited = await as(admin).put(`/${id}`, { title: 'Grant for the node operators (revised)' });
    expect(edited.status).toBe(200);
    const afterEdit = (await read<ProposalDraft>(edited)).result;
    expect(afterEdit.approvers.every((a) => !a.signed)).toBe(true);
    expect(afterEdit.signed_weight).toBe(0);
    expect(afterEdit.subtitle).toBe('Second round');

    expect((await approve(id, approver2)).status).toBe(200);
    const full = await approve(id, approver1);
    expect(full.status).toBe(200);
    expect((await read<ProposalDraft>(full)).result.signed_weight).toBe(3);
    const over = await approve(id, approver3);
    expect(over.status).toBe(409);
    expect((await read(over)).err_msg).toBe(DRAFT_REFUSALS.thresholdMet);

    const client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
    const lastBefore = await client.readContract({ address: devnet.deployment.contracts.voting, abi: votingAbi, functionName: 'lastProposalId' });
    const confirmed = await as(approver3).post(`/${id}/tx`);
    expect(confirmed.status).toBe(200);
    const result = (await read<ProposalDraft>(confirmed)).result;
    expect(result.confirm_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);

    // On chain: a new proposal from the multisig, carrying the approved content's hash and the disbursement.
    const proposalId = lastBefore + 1n;
    expect(await client.readContract({ address: devnet.deployment.contracts.voting, abi: votingAbi, functionName: 'lastProposalId' })).toBe(proposalId);
    const [, proposer, description] = await client.readContract({ address: devnet.deployment.contracts.voting, abi: votingAbi, functionName: 'getProposalContent', args: [proposalId] });
    expect(proposer).toBe(devnet.deployment.contracts.secretary);
    expect(description.startsWith('Grant for the node operators (revised)\n')).toBe(true);
    expect(descriptionContentHash(description)).toBe(result.content_hash);
    const [targets, , , calldatas] = await client.readContract({ address: devnet.deployment.contracts.voting, abi: votingAbi, functionName: 'getActions', args: [proposalId] });
    expect(targets).toEqual([devnet.deployment.contracts.kcf]);
    expect(decodeFunctionData({ abi: treasuryFundAbi, data: calldatas[0]! }).args).toEqual([recipient, parseEther('1500'), 'KGP-31 | Uncategorized | Grant for the node operators (revised)']);
    const receipt = await client.getTransactionReceipt({ hash: result.confirm_tx_hash! as Hex });
    expect(receipt.from.toLowerCase()).toBe(devnet.deployment.accounts.relayer.address.toLowerCase());

    // The indexer joins the proposal to its draft: the public detail shows the draft and says it matches.
    await runGovernanceJob({
      db,
      client,
      config: parseServerConfig({ VOTING_ADDRESS: devnet.deployment.contracts.voting, START_BLOCK: String(devnet.deployment.startBlock), CHAIN_ID: '31337', CONFIRMATIONS: '0' }),
      now: () => new Date(),
      log: () => {},
    });
    const publicDetail = (await read<ProposalDetail>(await app.request(`/v1/proposals/${proposalId}`))).result;
    expect(publicDetail).toMatchObject({
      proposal_id: Number(proposalId),
      title: 'Grant for the node operators (revised)',
      subtitle: 'Second round',
      kgp: '31',
      tags: [2],
      categoryId: 3,
      categoryDetails: { txType: 'DISBURSEMENT', amount: '1500', recipientAccount: recipient },
      extraLinks: [{ url: 'https://example.org/plan', title: 'Plan' }],
      contextAndProposal: 'Why and how.',
      council: { id: 0 },
      approvedDraft: { draft_id: id, content_hash: result.content_hash },
      state: 0,
    });

    // Confirmed: off the draft list, and no longer editable.
    expect((await read<ProposalDraft[]>(await as(admin).get(''))).result.map((d) => d.id)).not.toContain(id);
    expect((await as(admin).put(`/${id}`, { title: 'x' })).status).toBe(409);
    expect((await as(admin).delete(`/${id}`)).status).toBe(409);
    expect((await as(approver1).post(`/${id}/tx`)).status).toBe(409);
  }, 120_000);

  it('runs an agenda\'s life from the portal: cancel a pending one; queue a passed one, then execute it (the fund pays)', async () => {
    const { voting, kff } = devnet.deployment.contracts;
    const client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
    const state = (id: number) => client.readContract({ address: voting, abi: votingAbi, functionName: 'state', args: [BigInt(id)] });
    const action = (id: number, name: string) => `/v1/proposals/${id}/secretary/${name}`;
    type ActionAnswer = { signed_weight: number; confirm_tx_hash: string | null; transaction: TxAnswer | null };
    const get = async (who: PrivateKeyAccount, id: number, name: string) =>
      app.request(action(id, name), { headers: { Authorization: `Bearer ${token.get(who.address)}` } });
    async function sign(who: PrivateKeyAccount, id: number, name: string) {
      const { typedData } = (await read<ActionAnswer>(await get(who, id, name))).result.transaction!.signing;
      const signature = await who.signTypedData({ ...typedData, message: { ...typedData.message, value: BigInt(typedData.message.value), nonce: BigInt(typedData.message.nonce) } } as never);
      return { R: `0x${signature.slice(2, 66)}`, S: `0x${signature.slice(66, 130)}`, V: `0x${signature.slice(130, 132)}` };
    }
    const approveAction = async (who: PrivateKeyAccount, id: number, name: string) =>
      app.request(`${action(id, name)}/approve`, json('PUT', { signature: await sign(who, id, name) }, token.get(who.address)));
    const confirmAction = (who: PrivateKeyAccount, id: number, name: string) =>
      app.request(`${action(id, name)}/tx`, { method: 'POST', headers: { Authorization: `Bearer ${token.get(who.address)}` } });

    // Agenda 56 is pending: approvers 1 and 3 (2 + 1) cancel it.
    expect(await state(56)).toBe(0);
    expect((await approveAction(approver3, 56, 'cancel')).status).toBe(200);
    expect((await approveAction(approver3, 56, 'cancel')).status).toBe(409);
    expect((await confirmAction(approver3, 56, 'cancel')).status).toBe(409);
    expect((await approveAction(approver1, 56, 'cancel')).status).toBe(200);
    expect((await confirmAction(approver3, 56, 'cancel')).status).toBe(200);
    expect(await state(56)).toBe(2);

    // Agenda 47 passed with a disbursement out of KFF: queue, wait out the execution delay, execute.
    expect(await state(47)).toBe(4);
    expect((await get(approver1, 47, 'execute')).status).toBe(409); // not queued yet: the contract refuses
    expect((await approveAction(approver1, 47, 'queue')).status).toBe(200);
    expect((await approveAction(approver2, 47, 'queue')).status).toBe(200);
    expect((await confirmAction(approver1, 47, 'queue')).status).toBe(200);
    expect(await state(47)).toBe(5);
    await devnet.provider.request({ method: 'hardhat_mine', params: [`0x${(2 * 86_400 + 1).toString(16)}`, '0x1'] } as never);
    const fundBefore = await client.getBalance({ address: kff });
    expect((await approveAction(approver1, 47, 'execute')).status).toBe(200);
    expect((await approveAction(approver2, 47, 'execute')).status).toBe(200);
    const executed = await confirmAction(approver2, 47, 'execute');
    expect(executed.status).toBe(200);
    expect((await read<ActionAnswer>(executed)).result.confirm_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await state(47)).toBe(7);
    expect(fundBefore - (await client.getBalance({ address: kff }))).toBe(parseEther('2000000'));
    expect((await confirmAction(approver2, 47, 'execute')).status).toBe(409);
  }, 300_000);

  it('lets a site admin delete an open draft, and nobody else', async () => {
    const draft = (await read<ProposalDraft>(await as(admin).post('', { ...payload(), category_id: 1, category_details: '{"txType":"TEXT_ONLY"}' }))).result;
    expect(draft.transaction_count).toBe(0);
    expect((await as(approver1).delete(`/${draft.id}`)).status).toBe(403);
    expect((await as(admin).delete(`/${draft.id}`)).status).toBe(200);
    expect((await as(admin).get(`/${draft.id}`)).status).toBe(404);
  });

  it('counts one approver once and sends once, however many of their requests race (the table decides, not a copy)', async () => {
    const { voting } = devnet.deployment.contracts;
    const client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
    const id = (await read<ProposalDraft>(await as(admin).post('', { ...payload(), title: 'Raced grant' }))).result.id;

    // Eight identical approvals by approver 2 at once: one counts, seven are told they approved already.
    const signature = await signDraft(id, approver2);
    const raced = await Promise.all(Array.from({ length: 8 }, () => approve(id, approver2, signature)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const refusals = await Promise.all(raced.filter((r) => r.status === 409).map(async (r) => (await read(r)).err_msg));
    expect(new Set(refusals)).toEqual(new Set([DRAFT_REFUSALS.alreadyApproved]));
    const afterRace = (await read<ProposalDraft>(await as(admin).get(`/${id}`))).result;
    expect(afterRace.signed_weight).toBe(1);
    expect(afterRace.approvers.filter((a) => a.signed).map((a) => a.address)).toEqual([approver2.address]);

    // At the threshold, three confirms at once: one sends, two are refused, never a 500.
    expect((await approve(id, approver1)).status).toBe(200);
    const lastBefore = await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' });
    const confirms = await Promise.all([approver1, approver2, approver3].map((who) => as(who).post(`/${id}/tx`)));
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of confirms.filter((r) => r.status === 409)) {
      expect([DRAFT_REFUSALS.confirming, DRAFT_REFUSALS.confirmed]).toContain((await read(refused)).err_msg);
    }
    const proposalId = lastBefore + 1n;
    expect(await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' })).toBe(proposalId);
    expect((await read<ProposalDraft>(await as(admin).get(`/${id}`))).result.confirm_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);

    // The same for an agenda's secretary action: cancel the agenda just proposed.
    const action = `/v1/proposals/${proposalId}/secretary/cancel`;
    const auth = (who: PrivateKeyAccount) => ({ Authorization: `Bearer ${token.get(who.address)}` });
    type ActionAnswer = { signed_weight: number; approvers: { address: string; signed: boolean }[]; transaction: TxAnswer | null };
    async function signCancel(who: PrivateKeyAccount) {
      const { typedData } = (await read<ActionAnswer>(await app.request(action, { headers: auth(who) }))).result.transaction!.signing;
      const signed = await who.signTypedData({ ...typedData, message: { ...typedData.message, value: BigInt(typedData.message.value), nonce: BigInt(typedData.message.nonce) } } as never);
      return { R: `0x${signed.slice(2, 66)}`, S: `0x${signed.slice(66, 130)}`, V: `0x${signed.slice(130, 132)}` };
    }
    const approveCancel = (who: PrivateKeyAccount, sig: unknown) => app.request(`${action}/approve`, json('PUT', { signature: sig }, token.get(who.address)));
    const cancelSignature = await signCancel(approver3);
    const racedCancel = await Promise.all(Array.from({ length: 8 }, () => approveCancel(approver3, cancelSignature)));
    expect(racedCancel.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of racedCancel.filter((r) => r.status === 409)) expect((await read(refused)).err_msg).toBe(DRAFT_REFUSALS.alreadyApproved);
    const cancelView = (await read<ActionAnswer>(await app.request(action, { headers: auth(admin) }))).result;
    expect(cancelView.signed_weight).toBe(1);
    expect(cancelView.approvers.filter((a) => a.signed).map((a) => a.address)).toEqual([approver3.address]);

    expect((await approveCancel(approver1, await signCancel(approver1))).status).toBe(200);
    const cancels = await Promise.all([approver1, approver2, approver3].map((who) => app.request(`${action}/tx`, { method: 'POST', headers: auth(who) })));
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of cancels.filter((r) => r.status === 409)) {
      expect([DRAFT_REFUSALS.confirming, DRAFT_REFUSALS.confirmed]).toContain((await read(refused)).err_msg);
    }
    expect(await client.readContract({ address: voting, abi: votingAbi, functionName: 'state', args: [proposalId] })).toBe(2);
  }, 120_000);

  it('finishes a confirm that died after sending with the transaction the chain mined: proposed once, the approvals kept', async () => {
    const { voting } = devnet.deployment.contracts;
    const client = createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 });
    const id = (await read<ProposalDraft>(await as(admin).post('', { ...payload(), title: 'Grant sent by a confirm that died' }))).result.id;
    expect((await approve(id, approver1)).status).toBe(200);
    expect((await approve(id, approver2)).status).toBe(200);

    // The process dies between the send and storing its hash: here, the write of the hash fails.
    const dies: Db = {
      tableName: db.tableName,
      doc: {
        send: (command: { input?: { UpdateExpression?: string } }) =>
          command.input?.UpdateExpression?.includes('#data.#confirm = :hash') ? Promise.reject(new Error('the process died')) : db.doc.send(command as never),
      } as unknown as Db['doc'],
    };
    const dying = createApp({ db: dies, config });
    const lastBefore = await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' });
    const auth = { Authorization: `Bearer ${token.get(approver1.address)}` };
    expect((await dying.request(`/v1/proposals/drafts/${id}/tx`, { method: 'POST', headers: auth })).status).toBe(500);
    const proposed = lastBefore + 1n;
    expect(await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' })).toBe(proposed);

    // A minute later its lease has run out (moved to the past here, not waited for).
    await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: keys.proposalDraft(id), UpdateExpression: 'SET confirming_until = :past', ExpressionAttributeValues: { ':past': 0 } }));

    // The next confirm finds the secretary's nonce moved, asks the chain, and stores the mined transaction.
    const again = await as(approver2).post(`/${id}/tx`);
    expect(again.status).toBe(200);
    const draft = (await read<ProposalDraft>(await as(admin).get(`/${id}`))).result;
    expect(draft.confirm_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client.getTransactionReceipt({ hash: draft.confirm_tx_hash as Hex });
    expect(receipt.status).toBe('success');
    expect(draft.signed_weight).toBe(3);
    expect(await client.readContract({ address: voting, abi: votingAbi, functionName: 'lastProposalId' })).toBe(proposed);
    expect((await as(approver3).post(`/${id}/tx`)).status).toBe(409);
  }, 120_000);
});
