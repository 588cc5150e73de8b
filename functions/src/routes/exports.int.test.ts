import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { AbsenceWatchSchema } from '@portal/core/entities/absence';
import { AgendaVotesExportSchema } from '@portal/core/entities/voteExport';
import { sortCouncils } from '@portal/core/rules/councils';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { HEAD, proposalChain, proposalMeta } from '../../../test/fixtures/apiSeeds';
import { council, hash } from '../../../test/fixtures/governance';
import { freshTestDb } from '../../../test/setup/services';
import { createApp } from '../app';

/** A council whose name a spreadsheet would run as a formula. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Alpha")';
const councils = [council(1, 'Foundation', true), { ...council(2, FORMULA_NAME), categories: [{ id: 1, name: 'DeFi' }] }, council(3, 'Beta'), council(4, 'Gamma')];

describe('exports and the absence watch (DynamoDB Local)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const text = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.clone().arrayBuffer()), body: await response.text() };
  };
  const json = async (path: string) => (await app.request(path)).json();

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db });
    // Before the indexer ran: an empty watch under the network's rule, and a header-only leaderboard.
    expect((await json('/v1/proposals/absences')).result).toEqual({ rule: { missed_votes: 3, penalty_days: 7 }, councils: [] });
    expect((await text('/v1/proposals/status.csv')).body).toBe('Rank,Council ID,Council,Voting Power,Staked (KLAY),Agendas Voted,Missed in a Row,Absence Watch\r\n');
    await putCouncilList(db, councils);
    // Two closed agendas, one open and one pending; gc 4 is tracked with power in each and never votes.
    const chains = [proposalChain(1, 'closed'), proposalChain(2, 'closed'), proposalChain(3, 'active'), proposalChain(4, 'pending')];
    await putProposalViews(db, buildProposalViews({ chains, metadata: [proposalMeta(3, 'Open agenda', [1])], councils, voters: [], block: Number(HEAD.number) }));
  });

  it('gives an agenda’s votes as CSV: BOM, header, CRLF, every council with power, Absent for those that did not vote, formula names escaped', async () => {
    const { status, headers, bytes, body } = await text('/v1/proposals/43/votes.csv');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="agenda_43_votes.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.split('\r\n')).toEqual([
      'Council ID,Council,Choice,Voting Power,Weight,Transaction Hash',
      `2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",Yes,4,44.44%,${hash(103)}`,
      `3,Beta,No,3,33.33%,${hash(203)}`,
      '4,Gamma,Absent,2,22.22%,',
      '',
    ]);
  });

  it('gives the same rows as JSON with the tally and the thresholds', async () => {
    const response = await app.request('/v1/proposals/43/votes.json');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="agenda_43_votes.json"');
    const { result } = (await response.json()) as { result: unknown };
    expect(AgendaVotesExportSchema.parse(result)).toEqual({
      agenda: { id: 43, proposal_id: 3, kgp: '3', title: 'Open agenda', state: 1, state_name: 'Active', start_block: 10_000, end_block: 11_000 },
      block: 10_500,
      tally: { yes: 4, no: 3, abstain: 0, voters: 2, total_power: 9, eligible_councils: 3 },
      thresholds: { quorum_power: 3, quorum_count: 1, power_met: true, count_met: true },
      votes: [
        { council: { id: 2, name: FORMULA_NAME }, choice: 'Yes', power: 4, weight: '44.44%', tx_hash: hash(103) },
        { council: { id: 3, name: 'Beta' }, choice: 'No', power: 3, weight: '33.33%', tx_hash: hash(203) },
        { council: { id: 4, name: 'Gamma' }, choice: 'Absent', power: 2, weight: '22.22%', tx_hash: null },
      ],
    });
    // A pending agenda: every tracked council Absent so far.
    const pending = (await json('/v1/proposals/4/votes.json')).result;
    expect(pending.agenda.state_name).toBe('Pending');
    expect(pending.votes.map((v: { choice: string }) => v.choice)).toEqual(['Absent', 'Absent', 'Absent']);
    expect((await json('/v1/proposals/99/votes.json'))).toEqual({ code: 404, err_msg: 'Proposal 99 not found', err_code: 'not_found' });
    expect((await text('/v1/proposals/1/votes.csv?x=1')).status).toBe(400);
  });

  it('serves the absence watch: gc 4 missed both closed agendas, so it is at risk', async () => {
    const { result } = await json('/v1/proposals/absences');
    expect(AbsenceWatchSchema.parse(result)).toEqual({
      rule: { missed_votes: 3, penalty_days: 7 },
      councils: [
        { council: { id: 4, name: 'Gamma', thumbnail: 'https://img.example/4.png' }, missed: 2, agendas: [2, 1], status: 'at_risk' },
        { council: { id: 2, name: FORMULA_NAME, thumbnail: 'https://img.example/2.png' }, missed: 0, agendas: [], status: 'ok' },
        { council: { id: 3, name: 'Beta', thumbnail: 'https://img.example/3.png' }, missed: 0, agendas: [], status: 'ok' },
      ],
    });
  });

  it('gives the leaderboard as CSV with the absence watch', async () => {
    const { headers, body } = await text('/v1/proposals/status.csv');
    expect(headers.get('content-disposition')).toBe('attachment; filename="vote_leaderboard.csv"');
    expect(body.split('\r\n')).toEqual([
      'Rank,Council ID,Council,Voting Power,Staked (KLAY),Agendas Voted,Missed in a Row,Absence Watch',
      `1,2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",4,30000000,3,0,`,
      '2,3,Beta,3,20000000,3,0,',
      '3,4,Gamma,2,15500000,0,2,At risk',
      '',
    ]);
  });

  it('gives the council list as CSV in list order', async () => {
    const { headers, body } = await text('/v1/councils/list.csv');
    expect(headers.get('content-disposition')).toBe('attachment; filename="governance_councils.csv"');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('Council ID,Council,Status,Categories,Joined (UTC),Resigned (UTC),Total Staking (KLAY),APY (%),Website,Missed in a Row,Absence Watch');
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual(sortCouncils(councils).map((c) => c.id));
    expect(lines).toContain(`2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",Member,DeFi,2026-09-01,,,,,0,`);
    expect(lines).toContain('4,Gamma,Member,,2026-09-01,,,,,2,At risk');
    expect(lines).toContain('1,Foundation,Foundation,,2026-09-01,,,,,,');
  });

  it('writes each download in Korean with ?lang=ko: headers and words in cells, names as stored; English by default; another language refused', async () => {
    const votes = await text('/v1/proposals/43/votes.csv?lang=ko');
    expect(votes.headers.get('content-disposition')).toBe('attachment; filename="agenda_43_votes.csv"');
    expect([...votes.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(votes.body.split('\r\n')).toEqual([
      '카운슬 ID,카운슬,선택,투표권,비중,트랜잭션 해시',
      `2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",찬성,4,44.44%,${hash(103)}`,
      `3,Beta,반대,3,33.33%,${hash(203)}`,
      '4,Gamma,불참,2,22.22%,',
      '',
    ]);
    expect((await text('/v1/proposals/status.csv?lang=ko')).body.split('\r\n')).toEqual([
      '순위,카운슬 ID,카운슬,투표권,스테이킹 수량(KLAY),투표한 안건,연속 불참,불참 감시',
      `1,2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",4,30000000,3,0,`,
      '2,3,Beta,3,20000000,3,0,',
      '3,4,Gamma,2,15500000,0,2,위험',
      '',
    ]);
    const list = (await text('/v1/councils/list.csv?lang=ko')).body.split('\r\n');
    expect(list[0]).toBe('카운슬 ID,카운슬,상태,카테고리,가입일(UTC),탈퇴일(UTC),총 스테이킹(KLAY),APY(%),웹사이트,연속 불참,불참 감시');
    expect(list).toContain(`2,"'=HYPERLINK(""http://evil.example"",""Alpha"")",멤버,DeFi,2026-09-01,,,,,0,`);
    expect(list).toContain('4,Gamma,멤버,,2026-09-01,,,,,2,위험');
    expect(list).toContain('1,Foundation,재단,,2026-09-01,,,,,,');
    expect((await text('/v1/proposals/43/votes.csv?lang=en')).body).toBe((await text('/v1/proposals/43/votes.csv')).body);
    for (const path of ['/v1/proposals/43/votes.csv?lang=xx', '/v1/proposals/status.csv?lang=ja', '/v1/councils/list.csv?lang=']) {
      const refused = await text(path);
      expect(refused.status, path).toBe(400);
      expect(JSON.parse(refused.body), path).toMatchObject({ code: 400, err_code: 'invalid_request', err_msg: expect.stringContaining('lang') });
    }
  });
});
