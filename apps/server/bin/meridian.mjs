#!/usr/bin/env node
// The installed `meridian` command: runs the compiled server (apps/server/dist), compiling it first when it is
// missing or older than its sources (scripts/build-server.mjs). No TypeScript loader at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverDist } from '../../../scripts/build-server.mjs';

if (!(await ensureServerBuild((message) => console.error(message)))) process.exit(1);
// dist/cli.js reads its command from process.argv, which is this command's own.
await import(pathToFileURL(path.join(serverDist, 'cli.js')).href);
