// Real processes for the cluster test: the compiled server (apps/server/dist) started as `meridian serve`
// on its own port, a throwaway PostgreSQL database, TCP proxies that can cut a dependency off, and HTTP
// helpers that send the Host header a tenant is served on. Nothing here waits a fixed time: every wait
// polls for a state, with a generous deadline for a busy machine.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverCli = path.join(root, 'apps/server/dist/cli.js');

/** Polls `probe` until it returns a value (not undefined); throws with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out waiting for ${what}${reason}`);
    }
    // The polling interval of a state check, not a wait for time to pass.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
    );
    response.on('error', reject);
  });
}

/** One HTTP request on a fresh connection (no keep-alive, so a killed instance fails only its own requests). */
export function request(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => void readAnswer(response).then(resolve, reject),
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * A request whose body is sent in two parts: `answer` settles once the server answers; `continued`
 * once the server has read the headers and is handling it (HTTP 100 Continue); `finish()` sends the rest.
 */
export function requestInTwoParts(
  port: number,
  options: { method: string; path: string; headers: Record<string, string>; body: Buffer },
): { continued: Promise<void>; answer: Promise<Answer>; finish: () => void } {
  const half = Math.floor(options.body.length / 2);
  let continued: () => void = () => undefined;
  const continuedPromise = new Promise<void>((resolve) => (continued = resolve));
  let outgoing: http.ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: { ...options.headers, expect: '100-continue' },
        agent: false,
      },
      (response) => void readAnswer(response).then(resolve, reject),
    );
    outgoing.on('continue', () => {
      outgoing?.write(options.body.subarray(0, half));
      continued();
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });
  return { continued: continuedPromise, answer, finish: () => outgoing?.end(options.body.subarray(half)) };
}

/** True once nothing accepts connections on the port. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** A running `meridian serve`: its port, its output so far, and how to stop it. */
export class Instance {
  output = '';
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly name: string,
    private readonly env: NodeJS.ProcessEnv,
    public port = 0,
  ) {}

  /** Starts the process and resolves once `/readyz` answers 200. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [serverCli, 'serve'], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    this.port = await waitFor(`${this.name} to listen`, () => {
      if (child.exitCode !== null) throw new Error(`${this.name} exited:\n${this.output}`);
      const match = /http:\/\/[^\s/]+:(\d+)\//.exec(this.output);
      return Promise.resolve(match ? Number(match[1]) : undefined);
    });
    await this.waitUntilReady(200);
  }

  /** Polls `/readyz` until it answers `status` (200 ready, 503 unready). */
  waitUntilReady(status: 200 | 503, timeoutMs = 60_000): Promise<Answer> {
    return waitFor(
      `${this.name} /readyz to answer ${status}`,
      async () => {
        const answer = await request(this.port, { path: '/readyz' });
        return answer.status === status ? answer : undefined;
      },
      timeoutMs,
    );
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  kill(signal: NodeJS.Signals): Promise<number | null> {
    this.child?.kill(signal);
    return this.exited;
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) await this.kill('SIGTERM');
  }
}

/** A TCP proxy in front of a dependency (PostgreSQL, Redis): `cut()` makes it unreachable, `restore()` brings it back. */
export class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly targetPort: number) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones, as a database that went away does. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  restore(): Promise<void> {
    return this.open();
  }
}

/** A PostgreSQL database of its own, so parallel runs never meet; dropped afterwards. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Runs a command to its end; resolves with its exit code and output. */
export function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
