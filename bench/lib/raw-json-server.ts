/**
 * The yardstick of the API benchmark: a bare node:http server, in a process of its own like the API,
 * answering fixed paths with the exact JSON bytes the API returned for them, and with the API's headers when
 * `<file>.headers.json` holds them (an object of header names and values).
 * Usage: node raw-json-server.ts <port> <url-path>=<file> ...
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, ...routes] = process.argv.slice(2);
const bodies = new Map(
  routes.map((route) => {
    // The path may hold '=' (a query string); the file name never does.
    const separator = route.lastIndexOf('=');
    const file = route.slice(separator + 1);
    const body = readFileSync(file);
    const headers = existsSync(`${file}.headers.json`)
      ? (JSON.parse(readFileSync(`${file}.headers.json`, 'utf8')) as Record<string, string>)
      : { 'content-type': 'application/json; charset=utf-8' };
    return [route.slice(0, separator), { body, headers: { ...headers, 'content-length': String(body.length) } }];
  }),
);

createServer((request, response) => {
  const answer = bodies.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
