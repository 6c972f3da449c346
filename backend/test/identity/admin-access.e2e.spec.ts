import { buildPermissionMap } from '@coworking/domain';
import { randomUUID } from 'node:crypto';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../../src/modules/identity/access/access-rule.decorator.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface AdminRoute {
  method: string;
  path: string;
  rule: AccessRule | undefined;
}

/** Every route of the running app under /api/admin, read from the controllers' metadata. */
function adminRoutes(testApp: TestApp): AdminRoute[] {
  const discovery = testApp.app.get(DiscoveryService, { strict: false });
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: AdminRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, wrapper.metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name] as () => unknown;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const path = `/api/${[controllerPath, methodPath].filter((part) => part && part !== '/').join('/')}`.replace(
        /\/+/g,
        '/',
      );
      if (!path.startsWith('/api/admin')) continue;
      const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, wrapper.metatype]);
      routes.push({ method, path, rule });
    }
  }
  return routes;
}

const withIds = (path: string) => path.replace(/:[a-zA-Z]+/g, () => randomUUID());
/** Calls a route with made-up ids and, for writes, an empty body (validation may refuse it; access must not). */
const call = (session: Session, route: AdminRoute) =>
  session.request(route.method, withIds(route.path).replace(/^\/api/, ''), route.method === 'GET' ? undefined : {});

/** What is wrong with the status of a call that should have been let through. */
function admitted(label: string, route: AdminRoute, status: number): string[] {
  if (status === 401 || status === 403 || status >= 500) return [`${label} answered ${status}`];
  if (route.method === 'GET' && !route.path.includes(':') && status !== 200)
    return [`${label} listed with ${status} instead of 200`];
  return [];
}

/** The permissions a rule lets through, as `resource.action`: one, several (any of them), or none for other kinds. */
function permissionsOf(rule: AccessRule | undefined): { resource: string; action: string; key: string }[] {
  const permissions = rule?.kind === 'permission' ? [rule] : rule?.kind === 'any_permission' ? rule.permissions : [];
  return permissions.map(({ resource, action }) => ({ resource, action, key: `${resource}.${action}` }));
}

const describeRule = (rule: AccessRule | undefined) =>
  permissionsOf(rule)
    .map(({ key }) => key)
    .join(' or ') ||
  (rule?.kind ?? 'none');
const needsPermission = (rule: AccessRule | undefined) => permissionsOf(rule).length > 0;

describe('every admin route checks the session and the permission on the server', () => {
  let testApp: TestApp;
  let routes: AdminRoute[];
  let superAdmin: Session;
  let nobody: Session;
  const oneRoleSessions = new Map<string, Session>();

  beforeAll(async () => {
    testApp = await createTestApp();
    routes = adminRoutes(testApp);
    const em = testApp.em();
    await makeAdmin(em, { username: 'nobody', permissions: buildPermissionMap(() => false) });
    superAdmin = await signIn(testApp.api, ROOT.username, ROOT.password);
    nobody = await signIn(testApp.api, 'nobody');
    for (const { resource, action, key } of routes.flatMap((route) => permissionsOf(route.rule))) {
      if (oneRoleSessions.has(key)) continue;
      const username = `only-${resource}-${action}`.toLowerCase();
      await makeAdmin(testApp.em(), {
        username,
        permissions: buildPermissionMap((r, a) => r === resource && a === action),
      });
      oneRoleSessions.set(key, await signIn(testApp.api, username));
    }
  });
  afterAll(() => testApp.close());

  it('finds the admin routes and every one declares an access rule', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((route) => !route.rule).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers 401 to anonymous callers on every route but the public ones', async () => {
    for (const route of routes.filter((r) => r.rule?.kind !== 'public')) {
      const response = await fetch(`${testApp.api.replace(/\/api$/, '')}${withIds(route.path)}`, {
        method: route.method,
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(await response.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('answers 403 to an admin without permissions on every permission and super-admin route', async () => {
    for (const route of routes.filter((r) => needsPermission(r.rule) || r.rule?.kind === 'super_admin')) {
      const response = await call(nobody, route);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  it('lets an admin without permissions use the session routes', async () => {
    const sessionRoutes = routes.filter((r) => r.rule?.kind === 'session');
    expect(sessionRoutes.length).toBeGreaterThan(0);
    const problems = (
      await Promise.all(
        sessionRoutes.map(async (route) =>
          admitted(`${route.method} ${route.path}`, route, (await call(nobody, route)).status),
        ),
      )
    ).flat();
    expect(problems).toEqual([]);
  });

  it('lets a custom role with exactly one permission through that permission’s routes, and no other', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => needsPermission(r.rule))) {
      const label = `${route.method} ${route.path} (${describeRule(route.rule)})`;
      const keys = permissionsOf(route.rule).map(({ key }) => key);
      for (const key of keys)
        problems.push(...admitted(`${label} as ${key}`, route, (await call(oneRoleSessions.get(key)!, route)).status));
      // Every other one-permission role, eight at a time: the routes × roles grow with each permission and route, and
      // forty at once queue on the session store's few connections long enough, on a busy machine, to be refused 503.
      const others = [...oneRoleSessions].filter(([otherRule]) => !keys.includes(otherRule));
      const refusals: { otherRule: string; status: number }[] = [];
      for (let start = 0; start < others.length; start += 8)
        refusals.push(
          ...(await Promise.all(
            others
              .slice(start, start + 8)
              .map(async ([otherRule, other]) => ({ otherRule, status: (await call(other, route)).status })),
          )),
        );
      for (const { otherRule, status } of refusals)
        if (status !== 403) problems.push(`${label} answered ${status} to a role with only ${otherRule}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('lets the super admin through every route (2xx for lists, never 401/403/5xx)', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => !r.path.endsWith('/logout') && !r.path.endsWith('/login'))) {
      problems.push(...admitted(`${route.method} ${route.path}`, route, (await call(superAdmin, route)).status));
    }
    expect(problems).toEqual([]);
  });
});
