import { productUnderTest } from './environment.js';

/**
 * The admin API as a signed-in super admin, for arranging data a journey needs (a space, a plan) without
 * clicking through the back-office. Same-origin headers, as the browser would send.
 */
export interface AdminApi {
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signInAdminApi(): Promise<AdminApi> {
  const { baseUrl, admin } = productUnderTest();
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
