import { unwrapPage } from './client';

function listCall(rows: string[], headers: Record<string, string> = {}) {
  return Promise.resolve({ data: rows, response: new Response(null, { status: 200, headers }) });
}

describe('a server-paged list call', () => {
  it('gives the rows with the total from X-Total-Count', async () => {
    await expect(
      unwrapPage(listCall(['a', 'b'], { 'X-Total-Count': '27' }), { _start: 25, _end: 50 }),
    ).resolves.toEqual({ rows: ['a', 'b'], total: 27 });
  });

  it('counts a short page without the header as the last one', async () => {
    await expect(unwrapPage(listCall(['a', 'b']), { _start: 25, _end: 50 })).resolves.toEqual({
      rows: ['a', 'b'],
      total: 27,
    });
  });

  it('throws the server’s message when the call fails', async () => {
    const refused = Promise.resolve({
      error: { message: 'Invalid date' },
      response: new Response(null, { status: 400, statusText: 'Bad Request' }),
    });
    await expect(unwrapPage<string>(refused, {})).rejects.toThrow('Invalid date');
  });
});
