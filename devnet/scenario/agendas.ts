/**
 * Off-chain metadata of the devnet's agendas, as the secretary would have published it (admin data
 * the local stack seeds). One entry per on-chain proposal id. The chain holds only the title (as the
 * proposal's description) and the actions; what each agenda does on chain, and when, is
 * devnet/src/scenario/agendaPlan.ts.
 */
import { formatEther, type Address, type Hex } from 'viem';
import { klay } from '../src/accounts';
import { devnetContracts } from '../src/deploy';
import { agendaPlans, encodeActions, type AgendaPlan } from '../src/scenario/agendaPlan';
import { disbursementRecipient } from '../src/scenario/treasuryPlan';
import type { PROPOSAL_TAGS } from '@portal/core/constants';

/** A proposal category's id (core's PROPOSAL_TAGS; a type only, so devnet loads nothing of core). */
type TagId = keyof typeof PROPOSAL_TAGS;

/** Transaction types, which the portal stores as the agenda's categoryId. */
export const TX_TYPES = { TEXT_ONLY: 1, DISBURSEMENT: 3, CUSTOM_TRANSACTION: 4 } as const;

/** The shape of core's ProposalMetadata. */
export interface AgendaMetadataFixture {
  proposal_id: number;
  kgp: string | null;
  title: string;
  subtitle: string;
  categoryId: 1 | 3 | 4;
  categoryDetails:
    | { txType: 'TEXT_ONLY' }
    | { txType: 'DISBURSEMENT'; amount: string; recipientAccount: Address; withdrawingAccount: Address }
    | { txType: 'CUSTOM_TRANSACTION'; transactionCode: { target: Address; value: string; calldata: Hex }[] };
  tags: TagId[];
  forumLink: string | null;
  extraLinks: { title: string; url: string }[];
  contextAndProposal: string;
  site_state: 5 | 7 | null;
}

interface AgendaText {
  id: number;
  kgp: number | null;
  title: string;
  subtitle: string;
  tags: TagId[];
  background: string;
  proposal: string[];
  /** Links to the forum thread and further reading; an untitled one shows as "Link N". */
  links?: { title: string; url: string }[];
  noForumThread?: boolean;
  /** Text agendas that passed: operators mark them In Progress (5) or Executed (7). */
  siteState?: 5 | 7;
}

const FORUM = 'https://forum.example/t';

const texts: AgendaText[] = [
  {
    id: 1,
    kgp: 1,
    title: 'Adopt stake-based on-chain voting',
    subtitle: 'One vote per 5,000,000 KLAY staked, capped below a majority',
    tags: [1],
    background: 'Council decisions were taken by one vote per member in off-chain meetings.',
    proposal: ['Vote on chain through the voting contract', 'Give each council one vote per 5M KLAY staked, capped at the number of eligible councils minus one', 'Publish every agenda on the portal'],
    siteState: 7,
  },
  {
    id: 2,
    kgp: 2,
    title: 'Q4 ecosystem grants round',
    subtitle: 'Fund twelve teams building wallets, games and DeFi',
    tags: [2],
    background: 'Forty teams applied to the grants round; the review committee shortlisted twelve.',
    proposal: ['Disburse 2,000,000 KLAY from KCF to the grants multisig', 'Release grants by milestone'],
  },
  {
    id: 3,
    kgp: 3,
    title: 'Set the base fee floor to 25 gkei',
    subtitle: 'A stable minimum gas price for wallets and dApps',
    tags: [3, 4],
    background: 'The base fee floor varied between network upgrades, which confused fee estimation.',
    proposal: ['Set kip71.lowerboundbasefee to 25 gkei in GovParam'],
  },
  {
    id: 4,
    kgp: 4,
    title: 'Halve the block time',
    subtitle: 'Blocks every half second',
    tags: [4],
    background: 'Some dApps asked for faster confirmations.',
    proposal: ['Halve the block interval in the next hard fork'],
    links: [{ title: 'Latency benchmark', url: 'https://research.example/block-time-benchmark' }],
  },
  {
    id: 5,
    kgp: 5,
    title: 'Regional community meetups',
    subtitle: 'Meetups in six cities next quarter',
    tags: [2, 5],
    background: 'Community members asked for in-person events outside the capital.',
    proposal: ['Disburse 1,200,000 KLAY from KFF for venues and travel'],
  },
  {
    id: 6,
    kgp: null,
    title: 'Rename the foundation fund',
    subtitle: 'Withdrawn by the secretary before voting',
    tags: [1],
    background: 'A naming proposal submitted before the community discussion had concluded.',
    proposal: ['Rename KFF in all council documents'],
    noForumThread: true,
  },
  {
    id: 7,
    kgp: 6,
    title: 'Publish council meeting minutes on chain',
    subtitle: 'A hash of every set of minutes, stored on chain',
    tags: [1, 5],
    background: 'Minutes are published on the forum only.',
    proposal: ['Store the hash of each set of minutes in a registry contract'],
  },
  {
    id: 8,
    kgp: 7,
    title: 'Zero-knowledge light client research',
    subtitle: 'Six months of research with a university lab',
    tags: [2, 4],
    background: 'Bridges need a trust-minimised way to verify the chain.',
    proposal: ['Disburse 1,500,000 KLAY from KCF to the research programme'],
    links: [{ title: 'Research plan', url: 'https://research.example/zk-light-client' }],
  },
  {
    id: 9,
    kgp: 8,
    title: 'Code of conduct for council members',
    subtitle: 'Shared rules on conflicts of interest and disclosure',
    tags: [1],
    background: 'The council had no written rules on conflicts of interest.',
    proposal: ['Adopt the code of conduct drafted by the working group', 'Review it every year'],
    siteState: 7,
  },
  {
    id: 10,
    kgp: 9,
    title: 'Lower the minting amount to 6.4 KLAY per block',
    subtitle: 'A slower issuance schedule',
    tags: [3],
    background: 'Issuance outpaced the growth of network usage.',
    proposal: ['Set reward.mintingamount to 6.4 KLAY in GovParam'],
  },
  {
    id: 11,
    kgp: 10,
    title: 'DEX liquidity for the native stablecoin',
    subtitle: 'Deep liquidity from launch day',
    tags: [2],
    background: 'The native stablecoin launches next month.',
    proposal: ['Disburse 5,000,000 KLAY from KFF to the liquidity desk'],
  },
  {
    id: 12,
    kgp: 11,
    title: 'Cap any council at 10% of voting power',
    subtitle: 'A stricter cap than numEligible − 1',
    tags: [1, 3],
    background: 'A few councils hold a large share of the votes.',
    proposal: ['Change the vote cap in the staking tracker to 10% of all votes'],
  },
  {
    id: 13,
    kgp: 12,
    title: 'Legacy token swap reserve',
    subtitle: 'Swap the last legacy tokens',
    tags: [2],
    background: 'Holders of the legacy token can still swap it.',
    proposal: ['Disburse 8,000,000 KLAY from KCF to the swap desk'],
  },
  {
    id: 14,
    kgp: null,
    title: 'Seed fund for gaming studios',
    subtitle: 'Withdrawn for a revised budget',
    tags: [2],
    background: 'The secretary withdrew this agenda to revise the budget with the studios.',
    proposal: ['Disburse 10,000,000 KLAY from KFF to a gaming seed fund'],
    noForumThread: true,
  },
  {
    id: 15,
    kgp: 13,
    title: 'Council onboarding guidelines',
    subtitle: 'What a new council member prepares',
    tags: [1, 5],
    background: 'New members asked for a checklist.',
    proposal: ['Adopt the onboarding checklist', 'Assign a mentor council to each new member'],
    siteState: 5,
  },
  {
    id: 16,
    kgp: 14,
    title: 'Raise the gas target',
    subtitle: 'Room for busier blocks',
    tags: [4],
    background: 'Blocks run close to the gas target at peak times.',
    proposal: ['Set kip71.gastarget in GovParam'],
  },
  {
    id: 17,
    kgp: 15,
    title: 'Exchange integration incentives',
    subtitle: 'Support exchanges listing network tokens',
    tags: [2],
    background: 'Listing costs slow down new exchange integrations.',
    proposal: ['Disburse 3,000,000 KLAY from KCF for integration support'],
  },
  {
    id: 18,
    kgp: null,
    title: 'Quarterly council town hall',
    subtitle: 'A public call every quarter',
    tags: [5],
    background: 'The community asked to hear from the council directly.',
    proposal: ['Hold a public town hall each quarter'],
  },
  {
    id: 19,
    kgp: 16,
    title: 'Open-source SDK maintainers',
    subtitle: 'Pay the maintainers of the community SDKs',
    tags: [2, 5],
    background: 'Three community SDKs are maintained by volunteers.',
    proposal: ['Disburse 1,200,000 KLAY from KFF as maintainer grants'],
  },
  {
    id: 20,
    kgp: 17,
    title: 'Technical roadmap 2027',
    subtitle: 'Priorities for the next four upgrades',
    tags: [4],
    background: 'The core developers proposed priorities for next year.',
    proposal: ['Endorse the roadmap: parallel execution, state expiry, account abstraction'],
    links: [{ title: 'Roadmap', url: 'https://docs.example/roadmap-2027' }, { title: '', url: 'https://docs.example/roadmap-2027/faq' }],
  },
  {
    id: 21,
    kgp: 18,
    title: 'Rebalance the block reward',
    subtitle: '50% to councils, 20% to KCF, 30% to KFF',
    tags: [3],
    background: 'The reward split had not changed since launch.',
    proposal: ['Set reward.ratio to 50/20/30 in GovParam'],
  },
  {
    id: 22,
    kgp: 19,
    title: 'Brand campaign in new markets',
    subtitle: 'Awareness campaign in three countries',
    tags: [2],
    background: 'The network is little known outside its home markets.',
    proposal: ['Disburse 900,000 KLAY from KCF for the campaign'],
  },
  {
    id: 23,
    kgp: null,
    title: 'Move the secretariat to a rotating chair',
    subtitle: 'Withdrawn pending legal review',
    tags: [1],
    background: 'The proposal needs a legal review first.',
    proposal: ['Rotate the secretariat among councils every six months'],
    noForumThread: true,
  },
  {
    id: 24,
    kgp: 20,
    title: 'Monthly instead of weekly council meetings',
    subtitle: 'Fewer, longer meetings',
    tags: [1],
    background: 'Weekly meetings are hard to staff for smaller councils.',
    proposal: ['Meet monthly, with working groups in between'],
  },
  {
    id: 25,
    kgp: 21,
    title: 'Public RPC capacity',
    subtitle: 'More public endpoints in three regions',
    tags: [2, 4],
    background: 'Public RPC endpoints hit their rate limits during launches.',
    proposal: ['Disburse 2,500,000 KLAY from KFF to the infrastructure operator'],
  },
  {
    id: 26,
    kgp: 22,
    title: 'Security incident disclosure policy',
    subtitle: 'How and when incidents are disclosed',
    tags: [4],
    background: 'Incident reports were published inconsistently.',
    proposal: ['Adopt the disclosure policy', 'Publish a post-mortem within 30 days of an incident'],
    siteState: 7,
  },
  {
    id: 27,
    kgp: 23,
    title: 'Tune the base fee controller',
    subtitle: 'New gas target and base fee window',
    tags: [4],
    background: 'The base fee reacts too slowly to bursts.',
    proposal: ['Set kip71.gastarget to 30M', 'Set kip71.maxblockgasusedforbasefee to 60M'],
  },
  {
    id: 28,
    kgp: null,
    title: 'Parallel transaction execution research',
    subtitle: 'Prototype and benchmark',
    tags: [2, 4],
    background: 'Parallel execution is on the 2027 roadmap.',
    proposal: ['Disburse 1,800,000 KLAY from KCF to the research lab'],
  },
  {
    id: 29,
    kgp: null,
    title: 'Council merchandise store',
    subtitle: 'Branded goods for community events',
    tags: [5],
    background: 'Suggested by community members at the meetups.',
    proposal: ['Open an online store run by volunteers'],
  },
  {
    id: 30,
    kgp: null,
    title: 'Working group on validator diversity',
    subtitle: 'Clients, regions and hosting providers',
    tags: [1, 4],
    background: 'Many nodes run in the same two cloud regions.',
    proposal: ['Form a working group to report on validator diversity'],
  },
  {
    id: 31,
    kgp: 24,
    title: 'Burn 50,000,000 KLAY from KFF',
    subtitle: 'A one-off supply reduction',
    tags: [3],
    background: 'KFF holds more than it needs for the next three years.',
    proposal: ['Send 50,000,000 KLAY from KFF to the dead address'],
  },
  {
    id: 32,
    kgp: null,
    title: 'Smoother base fee changes',
    subtitle: 'A larger base fee denominator',
    tags: [3, 4],
    background: 'Base fee jumps surprise users during bursts.',
    proposal: ['Set kip71.basefeedenominator to 20 in GovParam'],
  },
  {
    id: 33,
    kgp: 25,
    title: 'Tokenomics overhaul',
    subtitle: 'Issuance, burn and treasury rules in one package',
    tags: [3],
    background: 'Voting was suspended after a problem with the published materials; it resumed as agenda 44.',
    proposal: ['Lower issuance, burn part of every fee, and cap yearly treasury spending'],
    links: [{ title: 'Tokenomics paper', url: 'https://research.example/tokenomics-overhaul' }],
  },
  {
    id: 34,
    kgp: 26,
    title: 'Shorter unstaking lock-up',
    subtitle: 'Three days instead of seven',
    tags: [4],
    background: 'Councils asked for faster access to withdrawn stake.',
    proposal: ['Shorten STAKE_LOCKUP in the next staking contract version'],
  },
  {
    id: 35,
    kgp: 27,
    title: 'DeFi builders programme',
    subtitle: 'Grants and audits for DeFi teams',
    tags: [2],
    background: 'DeFi teams need audits before they launch.',
    proposal: ['Disburse 4,000,000 KLAY from KCF for grants and audits'],
  },
  {
    id: 36,
    kgp: 28,
    title: 'Council transparency dashboard',
    subtitle: 'Uptime and participation of every council',
    tags: [5],
    background: 'Token holders cannot easily compare councils.',
    proposal: ['Publish node uptime and voting participation on the portal'],
  },
  {
    id: 37,
    kgp: null,
    title: 'Daily staking updates',
    subtitle: 'Withdrawn: superseded by agenda 40',
    tags: [4],
    background: 'A faster update interval was proposed in a broader agenda.',
    proposal: ['Set reward.stakingupdateinterval to 86,400 blocks'],
  },
  {
    id: 38,
    kgp: 29,
    title: 'Gasless onboarding for new wallets',
    subtitle: 'Sponsor the first transactions of new users',
    tags: [2],
    background: 'New users need KLAY before their first transaction.',
    proposal: ['Disburse 1,000,000 KLAY from KFF to the gas fee programme'],
  },
  {
    id: 39,
    kgp: null,
    title: 'Council seat term limits',
    subtitle: 'At most three consecutive years',
    tags: [1],
    background: 'Some members have served since launch.',
    proposal: ['Limit consecutive membership to three years'],
  },
  {
    id: 40,
    kgp: 30,
    title: 'Hourly proposer rotation',
    subtitle: 'Rotate block proposers every 3,600 blocks',
    tags: [4],
    background: 'Proposer selection is updated too rarely.',
    proposal: [
      'Set reward.proposerupdateinterval to 3,600 in GovParam',
      'Count later agendas with the staking tracker of KIP-226, which adds CL pools to voting power',
    ],
  },
  {
    id: 41,
    kgp: 31,
    title: 'Wallet SDK accessibility audit',
    subtitle: 'Screen readers and keyboard use',
    tags: [2],
    background: 'The reference wallet fails basic accessibility checks.',
    proposal: ['Disburse 750,000 KLAY from KCF for an audit and fixes'],
  },
  {
    id: 42,
    kgp: 32,
    title: 'Zero inflation from next year',
    subtitle: 'Stop minting block rewards',
    tags: [3],
    background: 'Some holders want a fixed supply.',
    proposal: ['Set the minting amount to zero from next year'],
  },
  {
    id: 43,
    kgp: 33,
    title: 'Cross-chain bridge liquidity',
    subtitle: 'Liquidity for the canonical bridge',
    tags: [2],
    background: 'Bridge transfers fail when liquidity runs low.',
    proposal: ['Disburse 6,000,000 KLAY from KFF to the liquidity desk'],
  },
  {
    id: 44,
    kgp: 25,
    title: 'Tokenomics overhaul (resumed)',
    subtitle: 'Voting on KGP-25 resumed',
    tags: [3],
    background: 'Voting on agenda 33 was suspended; this agenda resumes it with corrected materials.',
    proposal: ['Lower issuance, burn part of every fee, and cap yearly treasury spending'],
    links: [{ title: 'Tokenomics paper (corrected)', url: 'https://research.example/tokenomics-overhaul-v2' }],
  },
  {
    id: 45,
    kgp: 34,
    title: 'Winter hackathon',
    subtitle: 'Prizes and venue',
    tags: [2],
    background: 'Last year’s hackathon produced five funded teams.',
    proposal: ['Disburse 1,000,000 KLAY from KCF for prizes and the venue'],
  },
  {
    id: 46,
    kgp: 35,
    title: 'Base fee ceiling of 750 gkei',
    subtitle: 'Protect users from fee spikes',
    tags: [4],
    background: 'Fees spiked during a popular mint.',
    proposal: ['Set kip71.upperboundbasefee to 750 gkei in GovParam'],
  },
  {
    id: 47,
    kgp: 36,
    title: 'Second archive node region',
    subtitle: 'Archive data in a second region',
    tags: [2],
    background: 'All public archive nodes are in one region.',
    proposal: ['Disburse 2,000,000 KLAY from KFF to the infrastructure operator'],
  },
  {
    id: 48,
    kgp: 37,
    title: 'Write the minimum stake into GovParam',
    subtitle: '5,000,000 KLAY, readable on chain',
    tags: [1, 3],
    background: 'The minimum stake is only documented off chain.',
    proposal: ['Set governance.minimumstake to 5,000,000 KLAY in GovParam'],
  },
  {
    id: 49,
    kgp: null,
    title: 'Council mascot',
    subtitle: 'A community vote on a mascot',
    tags: [5],
    background: 'A playful community suggestion.',
    proposal: ['Adopt the winning design of the community contest'],
  },
  {
    id: 50,
    kgp: 38,
    title: 'Post-quantum signature study',
    subtitle: 'Options for quantum-safe accounts',
    tags: [2, 4],
    background: 'Accounts rely on ECDSA.',
    proposal: ['Disburse 1,100,000 KLAY from KCF to the research lab'],
  },
  {
    id: 51,
    kgp: 39,
    title: 'Treasury reporting standard',
    subtitle: 'Quarterly reports in one format',
    tags: [1, 2],
    background: 'Treasury reports differ between the two funds.',
    proposal: ['Publish quarterly reports in the agreed format'],
  },
  {
    id: 52,
    kgp: 40,
    title: 'Community treasury transparency reports',
    subtitle: 'Monthly spending reports for both funds',
    tags: [2, 5],
    background: 'Token holders want to follow treasury spending month by month.',
    proposal: ['Publish a monthly spending report for KCF and KFF'],
  },
  {
    id: 53,
    kgp: 41,
    title: 'Documentation translation bounty',
    subtitle: 'Docs in five more languages',
    tags: [2],
    background: 'The documentation exists in two languages.',
    proposal: ['Disburse 1,500,000 KLAY from KFF as translation bounties'],
  },
  {
    id: 54,
    kgp: 42,
    title: 'Lower the gas target to 25M',
    subtitle: 'Keep blocks light while state grows',
    tags: [4],
    background: 'State growth slows down nodes.',
    proposal: ['Set kip71.gastarget to 25M in GovParam'],
  },
  {
    id: 55,
    kgp: 43,
    title: 'Council size limit',
    subtitle: 'At most 40 council members',
    tags: [1],
    background: 'Coordination gets harder as the council grows.',
    proposal: ['Admit no new member while the council has 40'],
  },
  {
    id: 56,
    kgp: 44,
    title: 'Annual council report',
    subtitle: 'One report of the council’s year',
    tags: [1, 5],
    background: 'There is no yearly summary of the council’s work.',
    proposal: ['Publish an annual report every January'],
  },
  {
    id: 57,
    kgp: 45,
    title: 'Spring ecosystem grants round',
    subtitle: 'The next grants round',
    tags: [2],
    background: 'The autumn round was oversubscribed.',
    proposal: ['Disburse 2,500,000 KLAY from KCF to the grants multisig'],
  },
  {
    id: 58,
    kgp: 46,
    title: 'Lower the minting amount to 6.0 KLAY',
    subtitle: 'The next step of the issuance schedule',
    tags: [3],
    background: 'KGP-9 planned a gradual reduction.',
    proposal: ['Set reward.mintingamount to 6.0 KLAY in GovParam'],
  },
  {
    id: 59,
    kgp: null,
    title: 'Sunset the legacy explorer',
    subtitle: 'Move everyone to the new explorer',
    tags: [5],
    background: 'Two explorers are maintained in parallel.',
    proposal: ['Shut down the legacy explorer after a three-month notice'],
  },
];

/** The title each agenda carries on chain (its proposal description). */
export function agendaTitle(id: number): string {
  return textOf(id).title;
}

export function agendaKgp(id: number): number | null {
  return textOf(id).kgp;
}

/** Every agenda's metadata, ready to seed. A fresh copy each call. */
export function agendaMetadata(): AgendaMetadataFixture[] {
  return agendaPlans.map((plan) => {
    const text = textOf(plan.id);
    const slug = text.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const details = categoryDetails(plan, text.kgp);
    return {
      proposal_id: plan.id,
      kgp: text.kgp === null ? null : String(text.kgp),
      title: text.title,
      subtitle: text.subtitle,
      categoryId: TX_TYPES[details.txType],
      categoryDetails: details,
      tags: [...text.tags],
      forumLink: text.noForumThread ? null : `${FORUM}/${slug}/${100 + plan.id}`,
      extraLinks: (text.links ?? []).map((link) => ({ ...link })),
      contextAndProposal: [
        '## Background',
        '',
        text.background,
        '',
        '## Proposal',
        '',
        ...text.proposal.map((line) => `- ${line}`),
      ].join('\n'),
      site_state: text.siteState ?? null,
    };
  });
}

function categoryDetails(plan: AgendaPlan, kgp: number | null): AgendaMetadataFixture['categoryDetails'] {
  const [first] = plan.actions;
  if (!first) return { txType: 'TEXT_ONLY' };
  if (first.kind === 'disburse' && plan.actions.length === 1) {
    return {
      txType: 'DISBURSEMENT',
      amount: formatEther(klay(first.klay)),
      recipientAccount: disbursementRecipient(first.recipient),
      withdrawingAccount: devnetContracts[first.fund],
    };
  }
  return {
    txType: 'CUSTOM_TRANSACTION',
    transactionCode: encodeActions(plan, kgp).map((action) => ({
      target: action.target,
      value: action.value.toString(),
      calldata: action.calldata,
    })),
  };
}

function textOf(id: number): AgendaText {
  const text = texts.find((t) => t.id === id);
  if (!text) throw new Error(`agenda ${id} has no text`);
  return text;
}
