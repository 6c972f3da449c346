import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A local SMTP server that accepts every message and notes when each one arrived. */
export interface SmtpSink {
  url: string;
  /** performance.now() of each accepted message, in arrival order. */
  arrivals: number[];
  waitForMessages(count: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const DATA_END = '\r\n.\r\n';

/**
 * Just enough SMTP (RFC 5321 without extensions) for nodemailer: greeting, EHLO/HELO, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT. Written here rather than taken from a library so the benchmark has no
 * dependencies beyond its load tools; it does nothing per message but count, so the worker is what
 * is measured.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const arrivals: number[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf(DATA_END);
          if (end < 0) return;
          buffer = buffer.slice(end === 0 ? 3 : end + DATA_END.length);
          inData = false;
          arrivals.push(performance.now());
          socket.write('250 2.0.0 Accepted\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 Bye\r\n');
          return;
        } else if (['HELO', 'MAIL', 'RCPT', 'RSET', 'NOOP'].includes(verb)) socket.write('250 2.0.0 OK\r\n');
        else socket.write('502 5.5.2 Command not recognised\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    async waitForMessages(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (arrivals.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return arrivals.length >= count;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
