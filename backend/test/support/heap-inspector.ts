import { type RunningProcess } from './processes.js';

/**
 * Reads the V8 heap of a child process started with `--inspect=127.0.0.1:<port>`, through the DevTools protocol (the
 * one Chrome's inspector speaks), so the application needs no test hook of its own.
 */
export interface HeapInspector {
  /** Bytes of the JavaScript heap in use after full garbage collections. */
  usedHeapAfterGc(): Promise<number>;
  close(): void;
}

export async function connectHeapInspector(child: RunningProcess): Promise<HeapInspector> {
  const [, url] = await child.waitForOutput(/Debugger listening on (ws:\/\/\S+)/);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not reach the inspector at ${url}`)), {
      once: true,
    });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    if (message.id !== undefined) pending.delete(message.id);
  });
  const call = <T>(method: string): Promise<T> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async usedHeapAfterGc() {
      // Twice: objects with finalizers or weak references may need a second collection to go.
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      return (await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    close: () => socket.close(),
  };
}
