import type { Address } from 'viem';
import type { ActivityRecord } from '@portal/core/entities/activity';
import type { Deployment } from '@portal/devnet/src/deployment';
import { scenarioDate } from '@portal/devnet/src/scenario/timeline';

/**
 * The demo councils' activity posts (what their operators would have written), seeded by the local
 * stack. They cover what the feed and the rankings show: featured images, long and short markdown
 * (with zero-width spaces, as pasted text often has), attachments of both kinds with and without a
 * title, councils with many posts (paging), one without any, a resigned council, a name longer than
 * a chart label, and contracts registered on the devnet (the rankings count their transactions).
 */

/** Served by the web origin from web/public. */
export const SAMPLE_PDF_URL = '/fixtures/activity-report.pdf';

const ZWSP = '\u200B';

/** A wide banner (816×436, the thumbnail minimum) as an inline SVG data URL: nothing to host. */
export function banner(title: string, from: string, to: string, motif: 'rings' | 'bars' | 'grid' | 'wave'): string {
  const shapes = {
    rings: `<g fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="2"><circle cx="640" cy="210" r="70"/><circle cx="640" cy="210" r="120"/><circle cx="640" cy="210" r="170"/></g>`,
    bars: `<g fill="#fff" fill-opacity=".22"><rect x="520" y="230" width="36" height="140" rx="6"/><rect x="576" y="170" width="36" height="200" rx="6"/><rect x="632" y="120" width="36" height="250" rx="6"/><rect x="688" y="200" width="36" height="170" rx="6"/></g>`,
    grid: `<g stroke="#fff" stroke-opacity=".18">${Array.from({ length: 9 }, (_, i) => `<path d="M${480 + i * 40} 60V380M480 ${60 + i * 40}H800"/>`).join('')}</g>`,
    wave: `<path d="M0 330C140 270 260 390 420 330S660 250 816 320V436H0Z" fill="#fff" fill-opacity=".18"/><path d="M0 370C160 320 300 420 460 370S700 300 816 360V436H0Z" fill="#fff" fill-opacity=".16"/>`,
  }[motif];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="816" height="436" viewBox="0 0 816 436">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="816" height="436" fill="url(#g)"/>${shapes}` +
    `<text x="48" y="380" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${title}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type ActivityFixtureContracts = {
  contracts: Deployment['contracts'];
  /** Each council's staking contracts (address book order), by gc id. */
  stakingOf: ReadonlyMap<number, readonly Address[]>;
};

const long = (name: string) =>
  [
    `## ${name} node${ZWSP}upgrade, week by week`,
    '',
    `We moved our consensus nodes to the new client in three waves, keeping at least two of them${ZWSP} online at all times.`,
    '',
    '### What we did',
    '',
    '1. Rebuilt the **archive node** from a fresh snapshot and compared its state root with the network at every 10,000th block.',
    `2. Upgraded the two ${ZWSP}validators one at a time, each after 48 hours of shadow operation.`,
    '3. Rotated the node keys and published the new node IDs to the address book owner.',
    '',
    '### What we measured',
    '',
    '| Metric | Before | After |',
    '| --- | --- | --- |',
    '| Block import (p95) | 212 ms | 141 ms |',
    '| Peers | 38 | 52 |',
    '| Missed proposals | 3 | 0 |',
    '',
    `The full report is attached; questions are welcome on the [governance forum](https://govforum.kaia.io).${ZWSP}`,
    '',
    '> Next: the same procedure for the RPC fleet, announced two weeks ahead.',
  ].join('\n');

/** Every demo activity; ids are stable so that seeding twice never duplicates one. */
export function activityFixtures({ contracts, stakingOf }: ActivityFixtureContracts): ActivityRecord[] {
  const staking = (councilId: number) => [...(stakingOf.get(councilId) ?? [])];
  const record = (
    id: number,
    councilId: number,
    day: number,
    title: string,
    content: string,
    extra: Partial<Pick<ActivityRecord, 'featured_image' | 'attachments' | 'contracts' | 'csv_filename'>> = {},
  ): ActivityRecord => ({
    id,
    council_id: councilId,
    title,
    content,
    featured_image: '',
    created_at: scenarioDate(day),
    attachments: [],
    contracts: [],
    csv_filename: null,
    ...extra,
  });

  return [
    record(1, 1, 3.2, 'Governance secretariat: how agendas reach a vote', `The secretariat publishes every agenda on the forum first, then on${ZWSP}chain. This post explains the timeline and who signs what.`, {
      featured_image: banner('How agendas reach a vote', '#0f766e', '#134e4a', 'grid'),
      contracts: [contracts.voting, contracts.stakingTracker],
      attachments: [
        { type: 'url', url: 'https://govforum.kaia.io/t/agenda-process', title: 'Agenda process on the forum' },
        { type: 'pdf', url: SAMPLE_PDF_URL, title: '', filename: 'agenda-timeline.pdf' },
      ],
    }),
    record(2, 2, 6.5, 'Northwind lists the network’s first stablecoin pairs', 'Spot markets for the two largest stablecoins open on Monday with zero fees for the first month.', {
      featured_image: banner('Stablecoin pairs', '#1d4ed8', '#0b1f5c', 'bars'),
      contracts: staking(2),
    }),
    record(3, 2, 12.25, 'Custodial staking: October report', long('Northwind'), {
      featured_image: banner('Custodial staking report', '#1e40af', '#172554', 'rings'),
      attachments: [
        { type: 'pdf', url: SAMPLE_PDF_URL, title: 'October staking report', filename: 'october-report.pdf' },
        { type: 'url', url: 'https://northwind.example/staking', title: '' },
        { type: 'url', url: 'https://docs.northwind.example/staking/faq', title: '' },
      ],
    }),
    record(4, 3, 15.6, 'Public RPC endpoints now serve archive data', `Archive queries (eth_getLogs over any range, historical state) are open to everyone.${ZWSP}${ZWSP} Rate limits are per IP.`, {
      featured_image: banner('Archive RPC', '#b45309', '#78350f', 'wave'),
      attachments: [{ type: 'url', url: 'https://docs.blockforge.example/rpc', title: 'RPC documentation' }],
    }),
    record(5, 2, 18.1, 'Seoul node migrated to the new data centre', 'Short maintenance window, no missed blocks.'),
    record(6, 4, 21.4, 'Loyalty points go on chain', long('Helios'), {
      featured_image: banner('Loyalty points on chain', '#ea580c', '#7c2d12', 'rings'),
      contracts: staking(4),
      attachments: [{ type: 'pdf', url: SAMPLE_PDF_URL, title: '', filename: 'loyalty-pilot.pdf' }],
    }),
    record(7, 25, 27.3, 'Coral Finance: lending markets, three years on', 'Before handing over our seat, a look back at the lending markets we ran and what we learned.', {
      featured_image: banner('Three years of lending', '#f97316', '#9a3412', 'wave'),
    }),
    record(8, 2, 29.8, 'Fiat on-ramp in two more countries', `Card and bank-transfer purchases of KLAY are now available in two more countries.${ZWSP}`, {
      attachments: [{ type: 'url', url: 'https://northwind.example/onramp', title: 'Supported countries' }],
    }),
    record(9, 8, 33.3, 'Managed nodes for dApp teams', 'Teams can now rent a dedicated node with monitoring and daily snapshots.', {
      featured_image: banner('Managed nodes', '#2563eb', '#1e3a8a', 'grid'),
      contracts: staking(8),
    }),
    record(10, 18, 37.9, 'Consensus latency research: first results', long('Polaris Lab'), {
      featured_image: banner('Consensus latency research', '#1e40af', '#312e81', 'bars'),
      contracts: [contracts.kcf, ...staking(18)],
      attachments: [
        { type: 'pdf', url: SAMPLE_PDF_URL, title: 'Paper draft', filename: 'latency-paper.pdf' },
        { type: 'pdf', url: SAMPLE_PDF_URL, title: '', filename: 'latency-data.pdf' },
      ],
    }),
    record(11, 2, 44.2, 'Security review of our hot wallets', 'An external audit found no critical issues; two medium findings are fixed.'),
    record(12, 3, 51.7, 'Open-source indexer 2.0', `Our indexer now follows logs in adaptive ranges${ZWSP} and resumes from a checkpoint after a crash.`, {
      featured_image: banner('Indexer 2.0', '#c2410c', '#431407', 'grid'),
      contracts: [contracts.addressBook],
    }),
    record(13, 27, 58.4, 'Falcon joins the council', 'Our Jakarta node is live and we are staking on behalf of our users.', {
      featured_image: banner('Falcon joins the council', '#0d9488', '#134e4a', 'rings'),
      contracts: [contracts.kff],
    }),
    record(14, 2, 63.1, 'Derivatives markets settle in KLAY', long('Northwind'), {
      featured_image: banner('Derivatives in KLAY', '#2563eb', '#0f172a', 'wave'),
      attachments: [{ type: 'url', url: 'https://northwind.example/derivatives', title: '' }],
    }),
    record(15, 1, 69.6, 'Treasury report for the quarter', 'Spending by category, with every disbursement linked to its agenda.', {
      contracts: [contracts.kcf, contracts.kff],
      attachments: [{ type: 'pdf', url: SAMPLE_PDF_URL, title: 'Quarterly treasury report', filename: 'treasury-q3.pdf' }],
    }),
    record(16, 2, 73.2, 'Year-end staking campaign', 'Stake through Northwind before the end of the year and we match the first month’s reward.'),
  ];
}
