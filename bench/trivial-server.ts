// The baseline of bench/api.ts: a bare Fastify app with one trivial JSON route, in its own process like the real server.
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
