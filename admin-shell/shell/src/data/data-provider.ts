import { unwrap } from 'admin-kit/client';
import { MAX_PAGE_SIZE, PAGE_SIZE } from 'admin-kit/rules';
import { BUSINESS_SETTINGS_ID, PAYMENT_DETAIL, SUMMARY_ID } from 'admin-kit/rules';
import type {
  AdminClient,
  BusinessSettingsRecord,
  RefundCreateBody,
  RefundHandBackBody,
  AdminCreateBodies,
  AdminDataProvider,
  AdminRecords,
  AdminResource,
  AdminUpdateBodies,
  CreatableResource,
  DeletableResource,
  MembershipAction,
  MembershipActionBodies,
  DateWindow,
  ReportFilters,
  StaffBookingBody,
  StaffNotificationsRecord,
  UpdatableResource,
} from 'admin-kit';
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { adminRoutes, type PagedListQuery } from './admin-routes';

function isKnown<T extends object>(table: T, resource: string): resource is Extract<keyof T, string> {
  return Object.hasOwn(table, resource);
}

function unsupported(resource: string, method: string): never {
  throw new Error(`The admin API has no ${method} for ${resource}`);
}

/**
 * react-admin's list parameters as the API's query (json-server's convention): page → rows [_start, _end), the
 * sort when one is named (none, or react-admin's default `id`, keeps the server's own order), and the filters that
 * are set, text trimmed.
 */
export function pagedQuery({ pagination, sort, filter }: Partial<GetListParams>): PagedListQuery {
  const { page, perPage } = pagination ?? { page: 1, perPage: PAGE_SIZE };
  const query: PagedListQuery = { _start: (page - 1) * perPage, _end: page * perPage };
  // react-admin's own default sort is `id`, which no admin list sorts by: it means "the server's order".
  if (sort?.field && sort.field !== 'id')
    Object.assign(query, { _sort: sort.field, _order: sort.order === 'ASC' ? 'ASC' : 'DESC' });
  for (const [name, value] of Object.entries((filter ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim() !== '') query[name] = value.trim();
    else if (typeof value === 'number') query[name] = value;
  }
  return query;
}

/** The first rows a paged list answers at once: where a record has no route of its own, it is looked for there. */
const BOUNDED_LOOKUP = { pagination: { page: 1, perPage: MAX_PAGE_SIZE } };

/**
 * react-admin's data provider over the generated client: each resource name is the last segment of
 * its /api/admin path. Lists that speak the admin list convention (PagedResource) get react-admin's page, sort and
 * filters and answer their total in X-Total-Count (the row count when a proxy drops it); the few others come whole
 * (their total is their length). A membership's update is one of its staff actions, named in `meta.action`.
 */
export function createDataProvider(client: AdminClient): AdminDataProvider {
  const routes = adminRoutes(client);

  /**
   * A list to look records up in, by id: a whole list, or a paged list's first page of the largest size (a bounded
   * fallback for records without a route of their own).
   */
  async function list(resource: string): Promise<AdminRecords[AdminResource][]> {
    if (isKnown(routes.pagedList, resource)) return (await routes.pagedList[resource](pagedQuery(BOUNDED_LOOKUP))).rows;
    if (!isKnown(routes.list, resource)) return unsupported(resource, 'list');
    return routes.list[resource]();
  }

  const crud: DataProvider<AdminResource> = {
    async getList(resource, params) {
      if (isKnown(routes.pagedList, resource)) {
        const page = await routes.pagedList[resource](pagedQuery(params));
        return { data: page.rows as never[], total: page.total };
      }
      const data = await list(resource);
      return { data: data as never[], total: data.length };
    },
    async getOne(resource, { id, meta }) {
      if (resource === 'payments' && meta?.view === PAYMENT_DETAIL.view)
        return { data: (await routes.paymentDetail(String(id))) as never };
      if (resource === 'analytics') return { data: { ...(await routes.analytics()), id: SUMMARY_ID } as never };
      if (resource === 'reports') {
        const name = String(id);
        if (!isKnown(routes.reports, name)) return unsupported(resource, `getOne ${name}`);
        const filters = (meta as { filters?: ReportFilters } | undefined)?.filters ?? {};
        return { data: { ...(await routes.reports[name](filters)), id: name } as never };
      }
      if (resource === 'membership-summary')
        return { data: { ...(await routes.membershipSummary()), id: SUMMARY_ID } as never };
      if (resource === 'overview-today')
        return { data: { ...(await routes.overviewToday()), id: SUMMARY_ID } as never };
      if (resource === 'business-settings')
        return { data: { ...(await routes.businessSettings()), id: BUSINESS_SETTINGS_ID } as never };
      // One record: it keeps the id it was asked for (STAFF_NOTIFICATIONS_ID).
      if (resource === 'staff-notifications') return { data: { ...(await routes.staffNotifications()), id } as never };
      if (isKnown(routes.getOne, resource)) return { data: (await routes.getOne[resource](String(id))) as never };
      const record = (await list(resource)).find((candidate) => candidate.id === id);
      if (!record) throw new Error(`No ${resource} record ${String(id)}`);
      return { data: record as never };
    },
    async getMany(resource, { ids }) {
      const wanted = new Set<Identifier>(ids);
      return { data: (await list(resource)).filter((record) => wanted.has(record.id)) as never[] };
    },
    async getManyReference(resource, { target, id, filter }) {
      if (target !== 'spaceId') return unsupported(resource, `getManyReference by ${target}`);
      if (resource === 'space-instances') {
        const data = await routes.spaceInstances(String(id));
        return { data: data as never[], total: data.length };
      }
      if (resource === 'space-assignments') {
        const data = await routes.spaceAssignments(String(id), filter as DateWindow);
        return { data: data as never[], total: data.length };
      }
      return unsupported(resource, `getManyReference by ${target}`);
    },
    async create(resource, { data, meta }) {
      if (resource === 'refunds') {
        const paymentId = (meta as { paymentId?: string } | undefined)?.paymentId;
        if (!paymentId) return unsupported(resource, 'create without meta.paymentId');
        return { data: (await routes.requestRefund(paymentId, data as RefundCreateBody)) as never };
      }
      // A staff booking answers its group and payment; react-admin caches the result as the booking of the returned
      // id, so it is the first row in full with what was created.
      if (resource === 'bookings') {
        const created = await routes.createStaffBooking(data as StaffBookingBody);
        return { data: { ...(await routes.getOne.bookings(created.bookingIds[0])), ...created } as never };
      }
      if (!isKnown(routes.create, resource)) return unsupported(resource, 'create');
      const create = routes.create[resource] as (
        body: AdminCreateBodies[CreatableResource],
      ) => Promise<AdminRecords[CreatableResource]>;
      return { data: (await create(data as AdminCreateBodies[CreatableResource])) as never };
    },
    async update(resource, { id, data, meta }) {
      // A refund's only change: staff record the money of a desk refund handed back, for the payment in meta.paymentId.
      if (resource === 'refunds') {
        const paymentId = (meta as { paymentId?: string } | undefined)?.paymentId;
        if (!paymentId) return unsupported(resource, 'update without meta.paymentId');
        return {
          data: (await routes.recordRefundHandBack(paymentId, String(id), data as RefundHandBackBody)) as never,
        };
      }
      // An attendee's only change is a cancellation, for the event named in meta.eventId.
      if (resource === 'event-registrations') {
        const eventId = (meta as { eventId?: string } | undefined)?.eventId;
        if (!eventId || (data as { status?: string }).status !== 'cancelled')
          return unsupported(resource, 'update other than a cancellation with meta.eventId');
        return { data: (await routes.cancelEventRegistration(eventId, String(id))) as never };
      }
      // An erasure request's only change is its completion.
      if (resource === 'erasure-requests') {
        if ((data as { status?: string }).status !== 'completed')
          return unsupported(resource, 'update other than a completion');
        return { data: (await routes.completeErasureRequest(String(id))) as never };
      }
      if (resource === 'business-settings') {
        const { id: _id, ...body } = data as BusinessSettingsRecord;
        return { data: { ...(await routes.saveBusinessSettings(body)), id: BUSINESS_SETTINGS_ID } as never };
      }
      if (resource === 'staff-notifications') {
        // The answer's defaultAddress is the server's to say, never sent back.
        const { id: _id, defaultAddress: _default, ...body } = data as StaffNotificationsRecord;
        return { data: { ...(await routes.saveStaffNotifications(body)), id } as never };
      }
      if (resource === 'memberships') {
        const action = (meta as { action?: MembershipAction } | undefined)?.action;
        if (!action || !isKnown(routes.membershipActions, action)) return unsupported(resource, `update ${action}`);
        const run = routes.membershipActions[action] as (
          id: string,
          body: MembershipActionBodies[MembershipAction],
        ) => Promise<AdminRecords['memberships']>;
        return { data: (await run(String(id), data as MembershipActionBodies[MembershipAction])) as never };
      }
      if (!isKnown(routes.update, resource)) return unsupported(resource, 'update');
      const update = routes.update[resource] as (
        id: string,
        body: AdminUpdateBodies[UpdatableResource],
      ) => Promise<AdminRecords[UpdatableResource]>;
      return { data: (await update(String(id), data as AdminUpdateBodies[UpdatableResource])) as never };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await crud.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    async delete(resource, { id }) {
      if (!isKnown(routes.remove, resource)) return unsupported(resource, 'delete');
      await routes.remove[resource as DeletableResource](String(id));
      return { data: { id } as never };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await crud.delete(resource, { id });
      return { data: ids };
    },
  };

  return {
    ...(crud as DataProvider),
    resetUserPassword: async (id, newPassword) => {
      await unwrap(
        client.POST('/api/admin/users/{id}/reset-password', { params: { path: { id } }, body: { newPassword } }),
      );
    },
    previewEmailTemplate: (id) =>
      unwrap(client.POST('/api/admin/email-templates/{id}/preview', { params: { path: { id } } })),
    sendTemplateTest: (id, address) =>
      unwrap(client.POST('/api/admin/email-templates/{id}/test', { params: { path: { id } }, body: { address } })),
    sendTestEmail: (body) => unwrap(client.POST('/api/admin/test-email', { body })),
    decideTours: async (ids, status) =>
      (await unwrap(client.POST('/api/admin/bookings/bulk-status', { body: { ids: [...ids], status } }))).changed,
    replyToContact: (id, message) =>
      unwrap(client.POST('/api/admin/contacts/{id}/reply', { params: { path: { id } }, body: { message } })),
    resendEmail: (id) => unwrap(client.POST('/api/admin/email-log/{id}/resend', { params: { path: { id } } })),
    resendSms: (id) => unwrap(client.POST('/api/admin/sms-log/{id}/resend', { params: { path: { id } } })),
    quoteStaffBooking: (body) => routes.quoteStaffBooking(body),
    moveBooking: (id, body) => routes.moveBooking(id, body),
    uploadImage: (file) => routes.uploadImage(file),
    checkIn: (code) => routes.checkIn(code),
  };
}
