import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');

/** `meridian <args>` in its own process: stdout and stderr together, and its exit code. */
export function runCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [tsxCli, cli, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
