import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeployConfigError, indexerTimeoutSeconds, parseDeployConfig, readDeployConfig } from './config';
import { REPO_ROOT } from './lambdaBundle';

const minimal = { chain: { chainId: 8217, rpcUrl: 'https://public-en.node.kaia.io' } };

function problems(input: unknown): string {
  try {
    parseDeployConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DeployConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseDeployConfig', () => {
  it('fills every default from a minimal configuration', () => {
    const config = parseDeployConfig(minimal);
    expect(config.stackName).toBe('Portal');
    expect(config.priceClass).toBe('PriceClass_200');
    expect(config.lambdaRuntime).toBe('nodejs22.x');
    expect(config.api).toEqual({ memoryMb: 512, timeoutSeconds: 10, reservedConcurrency: 10, throttleRatePerSecond: 50, throttleBurst: 100 });
    expect(config.indexer).toEqual({ rateMinutes: 1, memoryMb: 512 });
    expect(config.alarms).toEqual({ lagThresholdBlocks: 300, lagMissingData: 'notBreaching' });
    expect(config.chain).toMatchObject({ startBlock: 0, confirmations: 0, secretaryKind: 'contract' });
    expect(indexerTimeoutSeconds(config)).toBe(55);
  });

  it('takes the Klaytn account kind of secretary, which has no relayer key, and refuses any other kind', () => {
    expect(parseDeployConfig({ chain: { ...minimal.chain, secretaryKind: 'klaytnAccount' } }).chain.secretaryKind).toBe('klaytnAccount');
    expect(problems({ chain: { ...minimal.chain, secretaryKind: 'eoa' } })).toContain('chain.secretaryKind');
    expect(problems({ chain: { ...minimal.chain, secretaryKind: 'klaytnAccount' }, secrets: { secretaryKeyParameter: '/portal/relayer' } })).toContain(
      "secrets.secretaryKeyParameter: is the contract kind's relayer key; a klaytnAccount secretary has no relayer",
    );
  });

  it('accepts the example file that `npm run synth` uses', () => {
    expect(readDeployConfig(join(REPO_ROOT, 'infra/config/example.json')).chain.chainId).toBe(1001);
  });

  it('names the path of every problem at once', () => {
    const message = problems({
      stackName: '9lives',
      chain: { chainId: 8217, rpcUrl: 'http://public-en.node.kaia.io', votingAddress: '0x123' },
      alarms: { email: 'not-an-email' },
      logRetentionDays: 31,
      surprise: true,
    });
    expect(message).toContain('stackName:');
    expect(message).toContain('chain.rpcUrl: must be an https:// URL');
    expect(message).toContain('chain.votingAddress: must be a 0x-prefixed 20-byte hex address');
    expect(message).toContain('alarms.email:');
    expect(message).toContain('logRetentionDays: must be one of');
    expect(message).toMatch(/surprise/);
  });

  it('wants a domain and its us-east-1 certificate together', () => {
    expect(problems({ ...minimal, domainName: 'portal.example.org' })).toContain('certificateArn: is required when domainName is set');
    expect(problems({ ...minimal, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' })).toContain('domainName: is required');
    expect(
      problems({ ...minimal, domainName: 'portal.example.org', certificateArn: 'arn:aws:acm:ap-northeast-2:123456789012:certificate/abc-123' }),
    ).toContain('us-east-1');
  });

  it('takes a separate uploads host only beside the portal’s own domain, and never the same one', () => {
    const domain = { domainName: 'portal.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' };
    expect(problems({ ...minimal, uploadsDomain: 'uploads.example.org' })).toContain('domainName: is required when uploadsDomain is set');
    expect(problems({ ...minimal, ...domain, uploadsDomain: 'portal.example.org' })).toContain('uploadsDomain: must be another host than domainName');
    expect(problems({ ...minimal, ...domain, uploadsDomain: 'Uploads.Example.org/' })).toContain('uploadsDomain:');
    expect(parseDeployConfig({ ...minimal, ...domain, uploadsDomain: 'uploads.example.org' }).uploadsDomain).toBe('uploads.example.org');
  });

  it('keeps an indexer run shorter than the schedule period', () => {
    expect(problems({ ...minimal, indexer: { rateMinutes: 1, timeoutSeconds: 60 } })).toContain('indexer.timeoutSeconds: must be shorter');
    expect(indexerTimeoutSeconds(parseDeployConfig({ ...minimal, indexer: { rateMinutes: 5 } }))).toBe(295);
    expect(indexerTimeoutSeconds(parseDeployConfig({ ...minimal, indexer: { rateMinutes: 30 } }))).toBe(900);
  });

  it('refuses the deprecated nodejs20.x runtime', () => {
    expect(problems({ ...minimal, lambdaRuntime: 'nodejs20.x' })).toContain('lambdaRuntime');
  });

  it('takes no list of CSP sources: the CSP follows the configured services alone (core/src/http/securityHeaders.ts)', () => {
    expect(problems({ ...minimal, csp: { connectSrc: ['https://tracker.example'] } })).toMatch(/Unrecognized key.*csp|csp/);
  });
});
