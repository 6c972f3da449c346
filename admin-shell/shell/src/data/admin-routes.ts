import {
  unwrap,
  type AdminClient,
  type AdminCreateBodies,
  type AdminRecords,
  type AdminUpdateBodies,
  type CreatableResource,
  type DeletableResource,
  type Role,
  type UpdatableResource,
} from 'admin-kit';
import type { components } from 'admin-kit';

export type ListableResource = Exclude<keyof AdminRecords, 'space-instances'>;

type Schemas = components['schemas'];

// The generator cannot describe free-form JSON (a role's permission map, a template's variables as a
// JSON string), so those two bodies are re-typed here, where they leave for the server.
const asRoleBody = (body: AdminCreateBodies['roles']) => body as unknown as Schemas['CreateRoleDto'];
const asTemplateBody = (body: AdminCreateBodies['email-templates']) =>
  body as unknown as Schemas['CreateEmailTemplateDto'];

const path = (id: string) => ({ params: { path: { id } } });

/** Which call serves each resource's list, create, update and delete. */
export function adminRoutes(client: AdminClient) {
  const list: { [R in ListableResource]: () => Promise<AdminRecords[R][]> } = {
    bookings: () => unwrap(client.GET('/api/admin/bookings')),
    spaces: () => unwrap(client.GET('/api/admin/spaces')),
    'membership-plans': () => unwrap(client.GET('/api/admin/membership-plans')),
    'comparison-features': () => unwrap(client.GET('/api/admin/comparison-features')),
    'comparison-feature-plans': () => unwrap(client.GET('/api/admin/comparison-feature-plans')),
    roles: async () => (await unwrap(client.GET('/api/admin/roles'))) as Role[],
    admins: () => unwrap(client.GET('/api/admin/admins')),
    users: () => unwrap(client.GET('/api/admin/users')),
    contacts: () => unwrap(client.GET('/api/admin/contacts')),
    'email-templates': () => unwrap(client.GET('/api/admin/email-templates')),
  };

  const create: { [R in CreatableResource]: (body: AdminCreateBodies[R]) => Promise<AdminRecords[R]> } = {
    spaces: (body) => unwrap(client.POST('/api/admin/spaces', { body })),
    'space-instances': (body) => unwrap(client.POST('/api/admin/space-instances', { body })),
    'membership-plans': (body) => unwrap(client.POST('/api/admin/membership-plans', { body })),
    'comparison-features': (body) => unwrap(client.POST('/api/admin/comparison-features', { body })),
    'comparison-feature-plans': (body) => unwrap(client.POST('/api/admin/comparison-feature-plans', { body })),
    roles: async (body) => (await unwrap(client.POST('/api/admin/roles', { body: asRoleBody(body) }))) as Role,
    admins: (body) => unwrap(client.POST('/api/admin/admins', { body })),
    users: (body) => unwrap(client.POST('/api/admin/users', { body })),
    'email-templates': (body) => unwrap(client.POST('/api/admin/email-templates', { body: asTemplateBody(body) })),
  };

  const update: { [R in UpdatableResource]: (id: string, body: AdminUpdateBodies[R]) => Promise<AdminRecords[R]> } = {
    bookings: (id, body) => unwrap(client.PUT('/api/admin/bookings/{id}', { ...path(id), body })),
    spaces: (id, body) => unwrap(client.PUT('/api/admin/spaces/{id}', { ...path(id), body })),
    'space-instances': (id, body) => unwrap(client.PATCH('/api/admin/space-instances/{id}', { ...path(id), body })),
    'membership-plans': (id, body) => unwrap(client.PUT('/api/admin/membership-plans/{id}', { ...path(id), body })),
    'comparison-features': (id, body) =>
      unwrap(client.PUT('/api/admin/comparison-features/{id}', { ...path(id), body })),
    roles: async (id, body) =>
      (await unwrap(client.PUT('/api/admin/roles/{id}', { ...path(id), body: asRoleBody(body) }))) as Role,
    admins: (id, body) => unwrap(client.PUT('/api/admin/admins/{id}', { ...path(id), body })),
    users: (id, body) => unwrap(client.PUT('/api/admin/users/{id}', { ...path(id), body })),
    'email-templates': (id, body) =>
      unwrap(client.PUT('/api/admin/email-templates/{id}', { ...path(id), body: asTemplateBody(body) })),
  };

  const remove: { [R in DeletableResource]: (id: string) => Promise<void> } = {
    spaces: (id) => unwrap(client.DELETE('/api/admin/spaces/{id}', path(id))),
    'membership-plans': (id) => unwrap(client.DELETE('/api/admin/membership-plans/{id}', path(id))),
    'comparison-features': (id) => unwrap(client.DELETE('/api/admin/comparison-features/{id}', path(id))),
    roles: (id) => unwrap(client.DELETE('/api/admin/roles/{id}', path(id))),
    admins: (id) => unwrap(client.DELETE('/api/admin/admins/{id}', path(id))),
    users: (id) => unwrap(client.DELETE('/api/admin/users/{id}', path(id))),
    'email-templates': (id) => unwrap(client.DELETE('/api/admin/email-templates/{id}', path(id))),
  };

  const spaceInstances = (spaceId: string) =>
    unwrap(client.GET('/api/admin/space-instances/{spaceId}', { params: { path: { spaceId } } }));

  return { list, create, update, remove, spaceInstances };
}
