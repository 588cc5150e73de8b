import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { EIP1193Provider, HardhatConfig, HardhatUserConfig } from 'hardhat/types';
import { hardhatNetworkConfig } from './chainConfig';

const require = createRequire(import.meta.url);

const { resolveConfig } = require('hardhat/internal/core/config/config-resolution') as {
  resolveConfig(configPath: string, userConfig: HardhatUserConfig): HardhatConfig;
};
const { createProvider } = require('hardhat/internal/core/providers/construction') as {
  createProvider(config: HardhatConfig, networkName: string): Promise<EIP1193Provider>;
};

/**
 * A fresh hardhat network (EDR) in this process: the same provider `hardhat node` serves, built
 * from hardhat's own config resolution but without a hardhat project or its global runtime, so a
 * process can hold several independent chains.
 */
export async function createHardhatProvider(): Promise<EIP1193Provider> {
  // Hardhat resolves project paths against the config file; this module stands in for it.
  const config = resolveConfig(fileURLToPath(import.meta.url), { networks: { hardhat: hardhatNetworkConfig } });
  return createProvider(config, 'hardhat');
}
