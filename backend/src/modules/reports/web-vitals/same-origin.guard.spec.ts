import { isSameOriginRequest } from './same-origin.guard.js';

const SITE = 'https://coworking.example';

describe('whether a page measurement comes from the site’s own pages', () => {
  it.each([
    [{ secFetchSite: 'same-origin' }, true],
    [{ secFetchSite: 'Same-Origin', origin: 'https://elsewhere.example' }, true],
    [{ secFetchSite: 'same-site' }, false],
    [{ secFetchSite: 'cross-site', origin: SITE }, false],
    [{ secFetchSite: 'none' }, false],
    [{ origin: SITE }, true],
    [{ origin: `${SITE}/` }, true],
    [{ origin: 'http://coworking.example' }, false],
    [{ origin: 'https://coworking.example.evil.example' }, false],
    [{ origin: 'null' }, false],
    [{}, false],
  ])('%j → %s', (headers, accepted) => expect(isSameOriginRequest(headers, SITE)).toBe(accepted));
});
