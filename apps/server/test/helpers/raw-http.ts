import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: Buffer;
  /** Everything the server sent, '' when it closed the socket without a word. */
  raw: Buffer;
}

/**
 * Writes `head` (request line and headers, `\r\n` separated, without the final blank line) byte for
 * byte to a real socket and reads the answer until the server closes it: paths reach the server
 * exactly as written (inject and Node's client would normalise `%2e%2e` or refuse odd headers).
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const headText = raw.subarray(0, split === -1 ? raw.length : split).toString('latin1');
      const [statusLine = '', ...lines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      let payload: Buffer = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
      if (headers['transfer-encoding'] === 'chunked') payload = unchunk(payload);
      resolve({ status, headers, body: payload, raw });
    });
  });
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Listens on a free loopback port and answers that port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app is not listening on a TCP port');
  return address.port;
}
