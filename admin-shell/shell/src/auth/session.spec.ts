/** The address bar as the shell sees it without a router: a path, replaceState and popstate. */
function browserAt(pathname: string) {
  const listeners: (() => void)[] = [];
  const location = { pathname };
  globalThis.window = {
    location,
    history: {
      replaceState: (_state: unknown, _title: string, path: string) => {
        location.pathname = path;
      },
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  } as unknown as Window & typeof globalThis;
  return {
    location,
    /** Back or Forward to `path`. */
    moveTo(path: string) {
      location.pathname = path;
      for (const listener of listeners) listener();
    },
  };
}

/** A fresh page: the session module keeps the phase for the page's lifetime. */
async function freshSession() {
  jest.resetModules();
  return import('./session');
}

describe('the shell session and the address bar', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('shows the sign-in page at /admin/login whatever admin address a signed-out visitor opened', async () => {
    const browser = browserAt('/admin/dashboard/spaces');
    const { setSessionPhase } = await freshSession();
    setSessionPhase('signed-out');
    expect(browser.location.pathname).toBe('/admin/login');
  });

  it('opens the dashboard when someone signs in (or is signed in) at /admin/login, and keeps any other address', async () => {
    const atLogin = browserAt('/admin/login');
    const first = await freshSession();
    first.setSessionPhase('signed-in');
    expect(atLogin.location.pathname).toBe('/admin/dashboard');

    const deepLink = browserAt('/admin/dashboard/spaces');
    const second = await freshSession();
    second.setSessionPhase('signed-in');
    expect(deepLink.location.pathname).toBe('/admin/dashboard/spaces');
  });

  it('keeps /admin/login when Back or Forward moves a signed-out page to another admin address', async () => {
    const browser = browserAt('/admin/');
    const { keepSignInAddress, setSessionPhase } = await freshSession();
    keepSignInAddress();
    setSessionPhase('signed-out');
    browser.moveTo('/admin/dashboard/bookings');
    expect(browser.location.pathname).toBe('/admin/login');

    setSessionPhase('signed-in');
    browser.moveTo('/admin/dashboard/bookings');
    expect(browser.location.pathname).toBe('/admin/dashboard/bookings');
  });
});
