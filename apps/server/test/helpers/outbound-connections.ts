import diagnostics from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

/**
 * Every outgoing connection this process opens while recording: the host each fetch (undici, Node's
 * own or a library's copy) connects to, and the address of every TCP client socket. For the consumer
 * contract tests: the libraries must reach the test server and nothing else.
 */
export function recordOutboundConnections() {
  const hosts: string[] = [];
  const onBeforeConnect = (message: unknown) => {
    const params = (message as { connectParams?: { hostname?: string; host?: string } }).connectParams;
    hosts.push(params?.hostname ?? params?.host ?? '?');
  };
  const onSocket = (message: unknown) => {
    const socket = (message as { socket?: Socket }).socket;
    socket?.once('connect', () => hosts.push(socket.remoteAddress ?? '?'));
  };
  diagnostics.subscribe('undici:client:beforeConnect', onBeforeConnect);
  diagnostics.subscribe('net.client.socket', onSocket);
  return {
    hosts: () => [...new Set(hosts)],
    stop: () => {
      diagnostics.unsubscribe('undici:client:beforeConnect', onBeforeConnect);
      diagnostics.unsubscribe('net.client.socket', onSocket);
    },
  };
}
