/**
 * Off-chain profiles of the devnet's councils, as operators would have entered them (admin data the
 * local stack seeds into the database). Ids are the councils' gc ids on the devnet; the chain side
 * (stakes, contracts, joins and resignations) is devnet/src/scenario/councilPlan.ts, and the dates of
 * councils that join or resign during the scenario are the scenario's days.
 */
import { scenarioDate } from '../src/scenario/timeline';

export const COUNCIL_CATEGORIES = [
  { id: 1, name: 'Infra' },
  { id: 2, name: 'Exchange' },
  { id: 3, name: 'Web3' },
  { id: 4, name: 'Enterprise' },
  { id: 5, name: 'Community' },
  { id: 6, name: 'etc' },
] as const;

export type CouncilCategoryId = (typeof COUNCIL_CATEGORIES)[number]['id'];

export const COMMUNITY_TYPES = [
  { id: 1, name: 'Telegram', thumbnail: monogram('T', '#2aabee') },
  { id: 2, name: 'X', thumbnail: monogram('X', '#111111') },
  { id: 3, name: 'Discord', thumbnail: monogram('D', '#5865f2') },
  { id: 4, name: 'Medium', thumbnail: monogram('M', '#292929') },
  { id: 5, name: 'Other', thumbnail: monogram('…', '#6b7280') },
] as const;

type CommunityTypeName = (typeof COMMUNITY_TYPES)[number]['name'];

/** The shape of core's CouncilProfile (what operators write; the chain adds contracts and staking). */
export interface CouncilProfileFixture {
  id: number;
  name: string;
  thumbnail: string;
  summary: string;
  description: string;
  categories: { id: number; name: string }[];
  websites: { url: string; title: string }[];
  communities: { id: number; name: string; thumbnail: string; links: { url: string; title: string }[] }[];
  site_conf: { status: 'New' | 'OnBoarding' | ''; isFoundation: boolean };
  joined_at: string | null;
  resigned_at: string | null;
}

interface CouncilSketch {
  id: number;
  name: string;
  initials: string;
  color: string;
  /** Host under the reserved .example domain: fictional councils get unreachable links. */
  site: string;
  categories: CouncilCategoryId[];
  summary: string;
  about: string;
  runs: string[];
  communities: CommunityTypeName[];
  joined: string;
  resigned?: string;
  status?: 'New' | 'OnBoarding';
  isFoundation?: boolean;
}

const sketches: CouncilSketch[] = [
  {
    id: 1,
    name: 'Meridian Foundation',
    initials: 'MF',
    color: '#0f766e',
    site: 'meridian-foundation.example',
    categories: [6],
    summary: 'Steward of the network: protocol research, grants and the governance secretariat.',
    about: 'The foundation coordinates protocol upgrades and administers the treasury funds on behalf of the council.',
    runs: ['Protocol research and specifications', 'The governance secretariat', 'Ecosystem grants'],
    communities: ['X', 'Medium', 'Telegram'],
    joined: '2019-06-27T00:00:00.000Z',
    isFoundation: true,
  },
  {
    id: 2,
    name: 'Northwind Exchange',
    initials: 'NW',
    color: '#1d4ed8',
    site: 'northwind.example',
    categories: [2],
    summary: 'A spot and derivatives exchange serving four million traders in Asia.',
    about: 'Northwind lists KLAY since the first mainnet and runs two consensus nodes in separate regions.',
    runs: ['Two consensus nodes (Seoul, Singapore)', 'Custodial staking for retail users', 'Fiat on-ramp'],
    communities: ['X', 'Telegram'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 3,
    name: 'Blockforge Labs',
    initials: 'BF',
    color: '#b45309',
    site: 'blockforge.example',
    categories: [1, 3],
    summary: 'Node infrastructure and developer tooling for EVM chains.',
    about: 'Blockforge operates RPC endpoints used by most wallets on the network and maintains open-source SDKs.',
    runs: ['Public RPC endpoints', 'An open-source indexer', 'Developer SDKs'],
    communities: ['X', 'Discord'],
    joined: '2020-03-02T00:00:00.000Z',
  },
  {
    id: 4,
    name: 'Helios Digital',
    initials: 'HD',
    color: '#ea580c',
    site: 'helios-digital.example',
    categories: [4],
    summary: 'The digital arm of a consumer electronics group.',
    about: 'Helios brings on-chain loyalty points to its device owners and runs a consensus node in its own data centre.',
    runs: ['Loyalty points on chain', 'Device-bound wallets'],
    communities: ['X'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 5,
    name: 'Kestrel Ventures',
    initials: 'KV',
    color: '#7c3aed',
    site: 'kestrel.example',
    categories: [3],
    summary: 'An early-stage fund investing in Web3 games and social apps.',
    about: 'Kestrel backs teams building on the network and mentors them through launch.',
    runs: ['Seed investments', 'A founder residency'],
    communities: ['X', 'Medium'],
    joined: '2021-01-18T00:00:00.000Z',
  },
  {
    id: 6,
    name: 'Orbital Telecom',
    initials: 'OT',
    color: '#0369a1',
    site: 'orbital-telecom.example',
    categories: [4, 1],
    summary: 'A mobile carrier with thirty million subscribers.',
    about: 'Orbital runs consensus nodes at the edge of its network and offers SIM-based key storage.',
    runs: ['Edge-hosted consensus nodes', 'SIM-based key storage'],
    communities: ['X'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 7,
    name: 'Lumen Pay',
    initials: 'LP',
    color: '#ca8a04',
    site: 'lumenpay.example',
    categories: [3],
    summary: 'Payments in stablecoins for online merchants.',
    about: 'Lumen settles merchant payments on the network in seconds and converts them to local currency.',
    runs: ['Merchant checkout', 'Stablecoin settlement'],
    communities: ['X', 'Telegram'],
    joined: '2022-04-11T00:00:00.000Z',
  },
  {
    id: 8,
    name: 'Cobalt Cloud',
    initials: 'CC',
    color: '#2563eb',
    site: 'cobalt-cloud.example',
    categories: [1],
    summary: 'A public cloud provider with blockchain node hosting.',
    about: 'Cobalt hosts three consensus nodes for the council and sells managed nodes to dApp teams.',
    runs: ['Three consensus nodes', 'Managed node hosting'],
    communities: ['X', 'Medium'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 9,
    name: 'Tidal Games',
    initials: 'TG',
    color: '#0891b2',
    site: 'tidal-games.example',
    categories: [3],
    summary: 'A mobile game studio with on-chain item economies.',
    about: 'Tidal publishes casual games whose items live on the network.',
    runs: ['Three live games', 'An item marketplace'],
    communities: ['Discord', 'X'],
    joined: '2022-09-05T00:00:00.000Z',
  },
  {
    id: 10,
    name: 'Sakura Bank Digital',
    initials: 'SB',
    color: '#db2777',
    site: 'sakura-bank.example',
    categories: [4],
    summary: 'The digital asset subsidiary of a regional bank.',
    about: 'Sakura runs a consensus node under banking-grade controls and pilots tokenised deposits.',
    runs: ['A consensus node under audit', 'Tokenised deposit pilots'],
    communities: ['Other'],
    joined: '2020-08-20T00:00:00.000Z',
  },
  {
    id: 11,
    name: 'Pinecone Capital',
    initials: 'PC',
    color: '#15803d',
    site: 'pinecone.example',
    categories: [6],
    summary: 'A digital asset manager.',
    about: 'Pinecone manages staking portfolios for institutions.',
    runs: ['Institutional staking'],
    communities: ['X'],
    joined: '2023-02-14T00:00:00.000Z',
  },
  {
    id: 12,
    name: 'Quasar Node Services',
    initials: 'QN',
    color: '#4f46e5',
    site: 'quasar-nodes.example',
    categories: [1],
    summary: 'Validator operations for proof-of-stake networks.',
    about: 'Quasar runs validators on eleven networks from three continents.',
    runs: ['A consensus node', 'Monitoring dashboards shared with the council'],
    communities: ['X', 'Discord'],
    joined: '2023-06-01T00:00:00.000Z',
  },
  {
    id: 13,
    name: 'Harbor Exchange',
    initials: 'HX',
    color: '#0e7490',
    site: 'harbor-exchange.example',
    categories: [2],
    summary: 'A regulated exchange for retail investors.',
    about: 'Harbor was among the first exchanges to list KLAY with local currency pairs.',
    runs: ['A consensus node', 'KLAY/local currency markets'],
    communities: ['X', 'Telegram'],
    joined: '2019-10-07T00:00:00.000Z',
  },
  {
    id: 14,
    name: 'Vanta Security',
    initials: 'VS',
    color: '#334155',
    site: 'vanta-security.example',
    categories: [1],
    summary: 'Smart contract audits and incident response.',
    about: 'Vanta audits the council’s system contracts and runs a bug bounty programme.',
    runs: ['System contract audits', 'A bug bounty programme'],
    communities: ['X', 'Medium'],
    joined: '2021-07-19T00:00:00.000Z',
  },
  {
    id: 15,
    name: 'Aster Mobility',
    initials: 'AM',
    color: '#9333ea',
    site: 'aster-mobility.example',
    categories: [4],
    summary: 'Ride hailing and electric scooters in twelve cities.',
    about: 'Aster pays its riders’ rewards on the network.',
    runs: ['Rider rewards on chain'],
    communities: ['X'],
    joined: '2021-11-02T00:00:00.000Z',
  },
  {
    id: 16,
    name: 'Delta Media Group',
    initials: 'DM',
    color: '#be123c',
    site: 'delta-media.example',
    categories: [5, 4],
    summary: 'A media group with news, music and video services.',
    about: 'Delta publishes creator tokens and a fan membership service on the network.',
    runs: ['Creator tokens', 'Fan memberships'],
    communities: ['X', 'Telegram', 'Medium'],
    joined: '2022-01-24T00:00:00.000Z',
  },
  {
    id: 17,
    name: 'Granite Holdings',
    initials: 'GH',
    color: '#57534e',
    site: 'granite-holdings.example',
    categories: [6, 4],
    summary: 'An industrial holding company.',
    about: 'Granite is the largest staker of the council and funds infrastructure grants.',
    runs: ['A consensus node', 'Infrastructure grants'],
    communities: ['Other'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 18,
    name: 'Polaris University Blockchain Lab',
    initials: 'PU',
    color: '#1e40af',
    site: 'polaris-lab.example',
    categories: [5],
    summary: 'A university research lab on consensus and cryptography.',
    about: 'The lab publishes research on the network’s consensus and trains student developers.',
    runs: ['Consensus research', 'A student developer programme'],
    communities: ['X', 'Other'],
    joined: '2024-03-12T00:00:00.000Z',
  },
  {
    id: 19,
    name: 'Nimbus DAO',
    initials: 'ND',
    color: '#0284c7',
    site: 'nimbus-dao.example',
    categories: [5, 3],
    summary: 'A community DAO of dApp builders.',
    about: 'Nimbus pools its members’ stake to give builders a voice in the council.',
    runs: ['Builder grants', 'Community calls'],
    communities: ['Discord', 'X', 'Telegram'],
    joined: '2024-10-30T00:00:00.000Z',
  },
  {
    id: 20,
    name: 'Redwood Logistics',
    initials: 'RL',
    color: '#b91c1c',
    site: 'redwood-logistics.example',
    categories: [4],
    summary: 'A freight and warehousing company tracking shipments on chain.',
    about: 'Redwood records customs and delivery events on the network.',
    runs: ['Shipment tracking'],
    communities: ['Other'],
    joined: '2020-05-18T00:00:00.000Z',
  },
  {
    id: 21,
    name: 'Silverline Custody',
    initials: 'SC',
    color: '#64748b',
    site: 'silverline.example',
    categories: [1, 6],
    summary: 'Qualified custody for digital assets.',
    about: 'Silverline holds institutional KLAY in cold storage and stakes it on behalf of clients.',
    runs: ['Cold storage', 'Delegated staking'],
    communities: ['X'],
    joined: '2021-03-29T00:00:00.000Z',
  },
  {
    id: 22,
    name: 'Echo Social',
    initials: 'ES',
    color: '#c026d3',
    site: 'echo-social.example',
    categories: [3, 5],
    summary: 'A messaging app with built-in wallets.',
    about: 'Echo lets its users send KLAY inside chats.',
    runs: ['In-chat payments', 'A wallet for every account'],
    communities: ['X', 'Telegram', 'Discord'],
    joined: '2023-08-08T00:00:00.000Z',
  },
  {
    id: 23,
    name: 'Ironclad Validators',
    initials: 'IV',
    color: '#374151',
    site: 'ironclad.example',
    categories: [1],
    summary: 'Bare-metal validator operations.',
    about: 'Ironclad runs two consensus nodes on its own hardware.',
    runs: ['Two consensus nodes'],
    communities: ['X', 'Discord'],
    joined: '2020-11-09T00:00:00.000Z',
  },
  {
    id: 24,
    name: 'Zenith Electronics',
    initials: 'ZE',
    color: '#4338ca',
    site: 'zenith-electronics.example',
    categories: [4],
    summary: 'Semiconductors and consumer devices.',
    about: 'Zenith embeds hardware wallets in its phones.',
    runs: ['Hardware wallets in phones', 'A consensus node'],
    communities: ['X', 'Medium'],
    joined: '2019-06-27T00:00:00.000Z',
  },
  {
    id: 25,
    name: 'Coral Finance',
    initials: 'CF',
    color: '#f97316',
    site: 'coral-finance.example',
    categories: [3],
    summary: 'A lending protocol.',
    about: 'Coral ran a consensus node while its protocol grew; it left the council to focus on its product.',
    runs: ['Lending markets'],
    communities: ['X', 'Discord'],
    joined: '2022-06-13T00:00:00.000Z',
    resigned: scenarioDate(40),
  },
  {
    id: 26,
    name: 'Atlas Commerce',
    initials: 'AC',
    color: '#a16207',
    site: 'atlas-commerce.example',
    categories: [4],
    summary: 'An e-commerce marketplace.',
    about: 'Atlas served on the council for three years before handing its seat over.',
    runs: ['Marketplace payments'],
    communities: ['X'],
    joined: '2020-02-10T00:00:00.000Z',
    resigned: scenarioDate(20),
  },
  {
    id: 27,
    name: 'Falcon Exchange',
    initials: 'FX',
    color: '#0d9488',
    site: 'falcon-exchange.example',
    categories: [2],
    summary: 'A fast-growing exchange in Southeast Asia.',
    about: 'Falcon joined the council to run a consensus node close to its users.',
    runs: ['A consensus node (Jakarta)', 'KLAY staking for users'],
    communities: ['X', 'Telegram'],
    joined: scenarioDate(30),
    status: 'New',
  },
  {
    id: 28,
    name: 'Mosaic Studio',
    initials: 'MS',
    color: '#e11d48',
    site: 'mosaic-studio.example',
    categories: [3, 5],
    summary: 'A digital art studio and NFT platform.',
    about: 'Mosaic brings artists on chain and joined the council to represent creators.',
    runs: ['An NFT platform', 'Artist residencies'],
    communities: ['X', 'Discord'],
    joined: scenarioDate(60),
    status: 'New',
  },
  {
    id: 29,
    name: 'Beacon Gaming Guild',
    initials: 'BG',
    color: '#16a34a',
    site: 'beacon-guild.example',
    categories: [5],
    summary: 'A guild of players and streamers.',
    about: 'Beacon is onboarding: its node is being set up and its stake is growing.',
    runs: ['Player scholarships'],
    communities: ['Discord', 'X'],
    joined: scenarioDate(70),
    status: 'OnBoarding',
  },
  {
    id: 30,
    name: 'Terra Nova Energy',
    initials: 'TN',
    color: '#65a30d',
    site: 'terranova-energy.example',
    categories: [4],
    summary: 'A renewable energy producer.',
    about: 'Terra Nova is onboarding; it plans to certify green energy on chain.',
    runs: ['Energy certificates'],
    communities: ['X'],
    joined: scenarioDate(72),
    status: 'OnBoarding',
  },
  {
    id: 31,
    name: 'Lighthouse Analytics',
    initials: 'LA',
    color: '#78716c',
    site: 'lighthouse-analytics.example',
    categories: [1],
    summary: 'On-chain analytics.',
    about: 'Lighthouse served on the council before the devnet’s history begins; it has no stake on this chain.',
    runs: ['Block explorer analytics'],
    communities: ['X'],
    joined: '2020-01-15T00:00:00.000Z',
    resigned: '2025-11-30T00:00:00.000Z',
  },
];

/** Every council's profile, ready to seed. A fresh copy each call, so callers may change theirs. */
export function councilProfiles(): CouncilProfileFixture[] {
  return sketches.map((sketch) => ({
    id: sketch.id,
    name: sketch.name,
    thumbnail: monogram(sketch.initials, sketch.color),
    summary: sketch.summary,
    description: describe(sketch),
    categories: sketch.categories.map((id) => ({ ...COUNCIL_CATEGORIES.find((c) => c.id === id)! })),
    websites: [
      { url: `https://${sketch.site}/`, title: 'Website' },
      { url: `https://docs.${sketch.site}/`, title: '' },
    ],
    communities: sketch.communities.map((name) => {
      const type = COMMUNITY_TYPES.find((t) => t.name === name)!;
      const handle = sketch.site.split('.')[0];
      // The portal labels a link titled "others" as "link".
      const link = { url: `https://${name.toLowerCase()}.example/${handle}`, title: name === 'Other' ? 'others' : name };
      return { id: type.id, name: type.name, thumbnail: type.thumbnail, links: [link] };
    }),
    site_conf: { status: sketch.status ?? '', isFoundation: sketch.isFoundation ?? false },
    joined_at: sketch.joined,
    resigned_at: sketch.resigned ?? null,
  }));
}

function describe(sketch: CouncilSketch): string {
  return [
    `## About ${sketch.name}`,
    '',
    sketch.about,
    '',
    '### What we run for the network',
    '',
    ...sketch.runs.map((line) => `- ${line}`),
    '',
    `Read more on [our website](https://${sketch.site}/).`,
  ].join('\n');
}

/** A small round badge with initials, as an inline SVG data URL (no file to host). */
function monogram(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="40" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
