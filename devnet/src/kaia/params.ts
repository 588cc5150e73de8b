/**
 * The devnet's governance parameters, answered as the network's `governance_getParams` does: the
 * genesis set, overlaid by what executed agendas wrote into GovParam (contract governance). A value
 * written in block n is in effect from block n + 1. The network's immutable parameters ignore
 * GovParam, as they do on the network.
 */
import { hexToBigInt, hexToString, type Hex } from 'viem';
import { nodeIdOf } from '../accounts';

export type ParamValue = string | number | boolean;
export type ParamSet = Record<string, ParamValue>;

/** KLAY in peb: 9.6 KLAY a block, as the network minted at its start. */
const MINTING_AMOUNT = '9600000000000000000';

/** The genesis parameter set, keys and types as the network's `governance_getParams` returns them. */
export const GENESIS_PARAMS: ParamSet = {
  'governance.deriveshaimpl': 2,
  'governance.governancemode': 'single',
  'governance.governingnode': nodeIdOf(2, 0).toLowerCase(),
  'governance.govparamcontract': '0x0000000000000000000000000000000000000000',
  'governance.unitprice': 25_000_000_000,
  'istanbul.committeesize': 22,
  'istanbul.epoch': 604_800,
  'istanbul.policy': 2,
  'kip71.basefeedenominator': 20,
  'kip71.gastarget': 30_000_000,
  'kip71.lowerboundbasefee': 25_000_000_000,
  'kip71.maxblockgasusedforbasefee': 60_000_000,
  'kip71.upperboundbasefee': 750_000_000_000,
  'reward.deferredtxfee': true,
  'reward.kip82ratio': '20/80',
  'reward.minimumstake': '5000000',
  'reward.mintingamount': MINTING_AMOUNT,
  'reward.proposerupdateinterval': 3600,
  /** GC reward / foundation fund (KFF) / community fund (KCF), in percent. */
  'reward.ratio': '50/40/10',
  'reward.stakingupdateinterval': 86_400,
  'reward.useginicoeff': false,
};

/** Fixed at genesis on the network: GovParam cannot change them. */
const IMMUTABLE = new Set([
  'governance.governancemode',
  'istanbul.epoch',
  'istanbul.policy',
  'reward.deferredtxfee',
  'reward.minimumstake',
  'reward.proposerupdateinterval',
  'reward.stakingupdateinterval',
  'reward.useginicoeff',
]);

const TEXT_PARAMS = new Set(['reward.ratio', 'reward.kip82ratio', 'governance.governancemode']);
const DECIMAL_TEXT_PARAMS = new Set(['reward.mintingamount', 'reward.minimumstake']);

export interface ParamChange {
  /** The block whose transaction wrote the value; it applies from the next block. */
  block: number;
  name: string;
  value: ParamValue;
}

/** A GovParam value (bytes) read as the parameter's type; undefined for names the network does not know or cannot change. */
export function decodeParam(name: string, value: Hex): ParamValue | undefined {
  if (!(name in GENESIS_PARAMS) || IMMUTABLE.has(name) || value === '0x') return undefined;
  if (TEXT_PARAMS.has(name)) return hexToString(value);
  if (name === 'governance.governingnode' || name === 'governance.govparamcontract') return `0x${value.slice(-40)}`.toLowerCase();
  const number = hexToBigInt(value);
  if (DECIMAL_TEXT_PARAMS.has(name)) return number.toString();
  return Number(number);
}

/** The parameters in effect for block `block`. */
export function paramsAt(changes: readonly ParamChange[], block: number): ParamSet {
  const params = { ...GENESIS_PARAMS };
  for (const change of changes) if (change.block < block) params[change.name] = change.value;
  return params;
}

/** "50/40/10" → [50, 40, 10]. */
export function parseRatio(text: ParamValue): number[] {
  return String(text)
    .split('/')
    .map((part) => Number(part));
}
