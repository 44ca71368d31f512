import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; body?: unknown; raw?: string } | 'hang';
export type ReceivedRequest = { method: string; url: string; body: unknown };

/**
 * A tiny stand-in for GLO-R on 127.0.0.1:<free port>: answers what the test sets and keeps the requests.
 * `reply` sets the answer to every request; `replyTo` the answer to one path (GET /projects/P-1), which
 * wins over `reply` until `reset`.
 */
export async function startGloRServer() {
  let next: Reply = { status: 200, body: {} };
  const byPath = new Map<string, Reply>();
  const received: ReceivedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: text ? JSON.parse(text) : null,
      });
      const reply = byPath.get(request.url ?? '') ?? next;
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    reply: (reply: Reply) => {
      next = reply;
    },
    /** The answer to requests for this path (with its query, as received), whatever `reply` says. */
    replyTo: (path: string, reply: Reply) => {
      byPath.set(path, reply);
    },
    /** Forgets the per-path answers. */
    reset: () => {
      byPath.clear();
    },
    /** Answers the requests left hanging with `reply`. */
    release: (reply: Exclude<Reply, 'hang'>) => {
      for (const response of hanging.splice(0)) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      }
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
