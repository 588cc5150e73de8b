import { execFileSync, spawnSync } from 'node:child_process';

/** DynamoDB Local runs on Java: install a headless JRE with apt when the machine has none. */
export function ensureJava(log: (line: string) => void): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  log('Java is missing: installing openjdk-17-jre-headless with apt (once per machine)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'openjdk-17-jre-headless'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
