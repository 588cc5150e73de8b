/**
 * The projects of the demo traffic (devnet/src/scenario/networkTraffic.ts), as operators would have
 * described their contracts for the Project Ranking (admin data the local stack seeds). Addresses
 * follow from the traffic deployer's nonces, so this file and the chain always agree.
 */
import { getContractAddress, type Address } from 'viem';
import { devnetAddress } from '../src/accounts';

/** Contract categories of the ranking (spec §3), UNCATEGORIZED when none is set. */
export type ProjectCategory = 'INFRA' | 'SECURITY' | 'MEDIA' | 'INVEST' | 'CE/DE-FI' | 'NFT' | 'GAME' | 'ETC';

export interface ProjectPlan {
  /** Company (sq_company) and service (sq_service) names; the contract's own name is the service. */
  company: string;
  service: string;
  category: ProjectCategory | null;
  /** The council that registered it, or -1. */
  councilId: number;
  /** Relative popularity: how often users call it. */
  weight: number;
  /** Storage slots written per call: what makes its calls cheap or dear. */
  work: number;
  /** The scenario day it opens to users. */
  launchDay: number;
  /** Operators left the project unnamed (the ranking shows the address alone). */
  unnamed?: boolean;
}

export const projectPlans: ProjectPlan[] = [
  { company: 'Orbit Labs', service: 'Orbit Swap', category: 'CE/DE-FI', councilId: 2, weight: 30, work: 3, launchDay: 1 },
  { company: 'Pixel Forge', service: 'Pixel Quest', category: 'GAME', councilId: 9, weight: 22, work: 1, launchDay: 1 },
  { company: 'Nova Studio', service: 'Nova NFT Market', category: 'NFT', councilId: -1, weight: 14, work: 6, launchDay: 3 },
  { company: 'Lumen Pay', service: 'Lumen Checkout', category: 'INFRA', councilId: 7, weight: 12, work: 2, launchDay: 2 },
  { company: 'Tide Finance', service: 'Tide Lending', category: 'INVEST', councilId: -1, weight: 9, work: 10, launchDay: 8 },
  { company: 'Echo Networks', service: 'Echo Social', category: 'MEDIA', councilId: -1, weight: 8, work: 1, launchDay: 12 },
  { company: 'Vanta Security', service: 'Vanta Guard', category: 'SECURITY', councilId: 14, weight: 5, work: 4, launchDay: 5 },
  { company: 'Atlas Data', service: 'Atlas Oracle', category: 'INFRA', councilId: -1, weight: 5, work: 12, launchDay: 20 },
  { company: 'Cobalt Cloud', service: 'Cobalt Arcade', category: 'GAME', councilId: 8, weight: 6, work: 2, launchDay: 30 },
  { company: 'Maple Works', service: 'Maple Rewards', category: 'ETC', councilId: -1, weight: 4, work: 1, launchDay: 40 },
  { company: 'Quill Press', service: 'Quill Publishing', category: null, councilId: -1, weight: 3, work: 5, launchDay: 50 },
  { company: '', service: 'DemoService', category: null, councilId: -1, weight: 2, work: 8, launchDay: 60, unnamed: true },
];

export const trafficDeployerKeyLabel = 'traffic/deployer';

/** Where project `index` is deployed (the traffic deployer's nonce `index`). */
export function projectAddress(index: number): Address {
  return getContractAddress({ from: devnetAddress(trafficDeployerKeyLabel), nonce: BigInt(index) });
}

export function trafficProjects(): (ProjectPlan & { address: Address })[] {
  return projectPlans.map((plan, index) => ({ ...plan, address: projectAddress(index) }));
}
