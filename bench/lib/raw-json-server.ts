/**
 * The yardstick of the API benchmark: a bare node:http server, in a process of its own like the API,
 * answering fixed paths with the exact JSON bytes the API returned for them.
 * Usage: node raw-json-server.ts <port> <url-path>=<file> ...
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, ...routes] = process.argv.slice(2);
const bodies = new Map(
  routes.map((route) => {
    // The path may hold '=' (a query string); the file name never does.
    const separator = route.lastIndexOf('=');
    return [route.slice(0, separator), readFileSync(route.slice(separator + 1))];
  }),
);

createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
