import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite) behind a real wire-protocol socket, so the product's
 * ordinary driver and SQL run unchanged on a machine that has only Node. Data persists in dataDir.
 * PGlite is one session at heart: the socket server queues queries and keeps a transaction's
 * statements together, so it suits development and demos, not production traffic.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; maxConnections?: number } = {},
): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 64,
  });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
