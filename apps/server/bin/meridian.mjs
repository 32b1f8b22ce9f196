#!/usr/bin/env node
// The installed `meridian` command: runs src/cli.ts through tsx (TypeScript is not compiled ahead of time).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
const child = spawn(process.execPath, [tsxCli, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
