import { unwrap, unwrapPage } from 'admin-kit/client';
import type {
  AuditLogEntry,
  ListPage,
  AdminClient,
  AdminCreateBodies,
  AdminRecords,
  AdminUpdateBodies,
  CreatableResource,
  DeletableResource,
  BusinessSettingsRecord,
  DateWindow,
  RefundCreateBody,
  RefundHandBackBody,
  SpaceAssignment,
  StaffNotificationsBody,
  MembershipAction,
  MembershipActionBodies,
  MoveBookingBody,
  ReportFilters,
  ReportName,
  ReportRecords,
  Role,
  StaffBookingBody,
  StaffQuoteBody,
  UpdatableResource,
} from 'admin-kit';
import type { components } from 'admin-kit';

/** Lists the server pages (json-server convention: _start, _end, _sort, _order, q and named filters). */
export type PagedResource =
  | 'event-registrations'
  | 'roles'
  | 'admins'
  | 'users'
  | 'spaces'
  | 'membership-plans'
  | 'email-templates'
  | 'email-log'
  | 'sms-log'
  | 'sms-templates'
  | 'audit-log'
  | 'contacts'
  | 'job-applications'
  | 'newsletter-subscribers'
  | 'memberships'
  | 'payments'
  | 'booking-groups'
  | 'events'
  | 'posts'
  | 'check-ins'
  | 'promo-codes'
  | 'waitlist'
  | 'companies'
  | 'erasure-requests';
export type ListableResource = Exclude<
  keyof AdminRecords,
  | 'space-instances'
  | 'space-assignments'
  | 'refunds'
  | 'business-settings'
  | 'staff-notifications'
  | 'analytics'
  | 'membership-summary'
  | 'reports'
  | 'overview-today'
  | PagedResource
>;

/** The query a paged list sends: rows [_start, _end), the sort, and its filters ('' values left out). */
export interface PagedListQuery {
  _start: number;
  _end: number;
  _sort?: string;
  _order?: 'ASC' | 'DESC';
  [filter: string]: string | number | undefined;
}

type Schemas = components['schemas'];

// The generator cannot describe free-form JSON (a role's permission map, a template's variables as a
// JSON string), so those two bodies are re-typed here, where they leave for the server.
const asRoleBody = (body: AdminCreateBodies['roles']) => body as unknown as Schemas['CreateRoleDto'];
const asTemplateBody = (body: AdminCreateBodies['email-templates']) =>
  body as unknown as Schemas['CreateEmailTemplateDto'];

const path = (id: string) => ({ params: { path: { id } } });

/** The resources whose records have a route of their own. */
type RecordRoute =
  | 'bookings'
  | 'contacts'
  | 'job-applications'
  | 'memberships'
  | 'booking-groups'
  | 'promo-codes'
  | 'companies'
  | 'erasure-requests';

/** Which call serves each resource's list, create, update and delete. */
export function adminRoutes(client: AdminClient) {
  const list: { [R in ListableResource]: () => Promise<AdminRecords[R][]> } = {
    bookings: () => unwrap(client.GET('/api/admin/bookings')),
    'comparison-features': () => unwrap(client.GET('/api/admin/comparison-features')),
    'comparison-feature-plans': () => unwrap(client.GET('/api/admin/comparison-feature-plans')),
  };

  // The generated query types name each list's filters; the data provider passes what the screen chose.
  const pagedList: { [R in PagedResource]: (query: PagedListQuery) => Promise<ListPage<AdminRecords[R]>> } = {
    // One event's attendees: the event travels as the filter `eventId`.
    'event-registrations': ({ eventId, ...query }) =>
      unwrapPage(
        client.GET('/api/admin/events/{id}/registrations', {
          params: { path: { id: String(eventId) }, query: query as never },
        }),
        query,
      ),
    roles: async (query) => {
      const page = await unwrapPage(client.GET('/api/admin/roles', { params: { query: query as never } }), query);
      return page as ListPage<Role>;
    },
    admins: (query) => unwrapPage(client.GET('/api/admin/admins', { params: { query: query as never } }), query),
    users: (query) => unwrapPage(client.GET('/api/admin/users', { params: { query: query as never } }), query),
    spaces: (query) => unwrapPage(client.GET('/api/admin/spaces', { params: { query: query as never } }), query),
    'membership-plans': (query) =>
      unwrapPage(client.GET('/api/admin/membership-plans', { params: { query: query as never } }), query),
    'email-templates': (query) =>
      unwrapPage(client.GET('/api/admin/email-templates', { params: { query: query as never } }), query),
    'email-log': (query) =>
      unwrapPage(client.GET('/api/admin/email-log', { params: { query: query as never } }), query),
    'sms-log': (query) => unwrapPage(client.GET('/api/admin/sms-log', { params: { query: query as never } }), query),
    'sms-templates': (query) =>
      unwrapPage(client.GET('/api/admin/sms-templates', { params: { query: query as never } }), query),
    // Paged (with _start/_end) the audit log answers an array like every list, not its older { data, total }.
    'audit-log': (query) =>
      unwrapPage<AuditLogEntry>(
        client.GET('/api/admin/audit-log', { params: { query: query as never } }) as never,
        query,
      ),
    contacts: (query) => unwrapPage(client.GET('/api/admin/contacts', { params: { query: query as never } }), query),
    'job-applications': (query) =>
      unwrapPage(client.GET('/api/admin/job-applications', { params: { query: query as never } }), query),
    'newsletter-subscribers': (query) =>
      unwrapPage(client.GET('/api/admin/newsletter-subscribers', { params: { query: query as never } }), query),
    memberships: (query) =>
      unwrapPage(client.GET('/api/admin/memberships', { params: { query: query as never } }), query),
    payments: (query) => unwrapPage(client.GET('/api/admin/payments', { params: { query: query as never } }), query),
    'booking-groups': (query) =>
      unwrapPage(client.GET('/api/admin/booking-groups', { params: { query: query as never } }), query),
    events: (query) => unwrapPage(client.GET('/api/admin/events', { params: { query: query as never } }), query),
    posts: (query) => unwrapPage(client.GET('/api/admin/posts', { params: { query: query as never } }), query),
    // A visit has no id of its own: its check-in code is one per visit, so it is the record's id.
    'check-ins': async (query) => {
      const page = await unwrapPage(client.GET('/api/admin/check-ins', { params: { query: query as never } }), query);
      return { ...page, rows: page.rows.map((visit) => ({ ...visit, id: visit.code })) };
    },
    'promo-codes': (query) =>
      unwrapPage(client.GET('/api/admin/promo-codes', { params: { query: query as never } }), query),
    waitlist: (query) => unwrapPage(client.GET('/api/admin/waitlist', { params: { query: query as never } }), query),
    companies: (query) => unwrapPage(client.GET('/api/admin/companies', { params: { query: query as never } }), query),
    'erasure-requests': (query) =>
      unwrapPage(client.GET('/api/admin/erasure-requests', { params: { query: query as never } }), query),
  };

  // The lists whose records have a route of their own (GET /api/admin/<resource>/{id}). A company's answers it in
  // full, with its teams and payments.
  const getOne: { [R in RecordRoute]: (id: string) => Promise<AdminRecords[R]> } = {
    bookings: (id) => unwrap(client.GET('/api/admin/bookings/{id}', path(id))),
    'booking-groups': (id) => unwrap(client.GET('/api/admin/booking-groups/{id}', path(id))),
    contacts: (id) => unwrap(client.GET('/api/admin/contacts/{id}', path(id))),
    'job-applications': (id) => unwrap(client.GET('/api/admin/job-applications/{id}', path(id))),
    memberships: (id) => unwrap(client.GET('/api/admin/memberships/{id}', path(id))),
    'promo-codes': (id) => unwrap(client.GET('/api/admin/promo-codes/{id}', path(id))),
    companies: (id) => unwrap(client.GET('/api/admin/companies/{id}', path(id))),
    'erasure-requests': (id) => unwrap(client.GET('/api/admin/erasure-requests/{id}', path(id))),
  };

  const membershipActions: {
    [A in MembershipAction]: (id: string, body: MembershipActionBodies[A]) => Promise<AdminRecords['memberships']>;
  } = {
    cancel: (id, body) => unwrap(client.POST('/api/admin/memberships/{id}/cancel', { ...path(id), body })),
    extend: (id, body) => unwrap(client.POST('/api/admin/memberships/{id}/extend', { ...path(id), body })),
    comp: (id, body) => unwrap(client.POST('/api/admin/memberships/{id}/comp', { ...path(id), body })),
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
    events: (body) => unwrap(client.POST('/api/admin/events', { body })),
    posts: (body) => unwrap(client.POST('/api/admin/posts', { body })),
    'promo-codes': (body) => unwrap(client.POST('/api/admin/promo-codes', { body })),
    companies: (body) => unwrap(client.POST('/api/admin/companies', { body })),
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
    'sms-templates': (name, body) =>
      unwrap(client.PUT('/api/admin/sms-templates/{name}', { params: { path: { name } }, body })),
    contacts: (id, body) => unwrap(client.PATCH('/api/admin/contacts/{id}', { ...path(id), body })),
    'job-applications': (id, body) => unwrap(client.PATCH('/api/admin/job-applications/{id}', { ...path(id), body })),
    'newsletter-subscribers': (id, body) =>
      unwrap(client.PATCH('/api/admin/newsletter-subscribers/{id}', { ...path(id), body })),
    events: (id, body) => unwrap(client.PUT('/api/admin/events/{id}', { ...path(id), body })),
    posts: (id, body) => unwrap(client.PUT('/api/admin/posts/{id}', { ...path(id), body })),
    'promo-codes': (id, body) => unwrap(client.PUT('/api/admin/promo-codes/{id}', { ...path(id), body })),
    companies: (id, body) => unwrap(client.PUT('/api/admin/companies/{id}', { ...path(id), body })),
  };

  const remove: { [R in DeletableResource]: (id: string) => Promise<void> } = {
    spaces: (id) => unwrap(client.DELETE('/api/admin/spaces/{id}', path(id))),
    'membership-plans': (id) => unwrap(client.DELETE('/api/admin/membership-plans/{id}', path(id))),
    'comparison-features': (id) => unwrap(client.DELETE('/api/admin/comparison-features/{id}', path(id))),
    roles: (id) => unwrap(client.DELETE('/api/admin/roles/{id}', path(id))),
    admins: (id) => unwrap(client.DELETE('/api/admin/admins/{id}', path(id))),
    users: (id) => unwrap(client.DELETE('/api/admin/users/{id}', path(id))),
    'email-templates': (id) => unwrap(client.DELETE('/api/admin/email-templates/{id}', path(id))),
    events: (id) => unwrap(client.DELETE('/api/admin/events/{id}', path(id))),
    posts: (id) => unwrap(client.DELETE('/api/admin/posts/{id}', path(id))),
    'promo-codes': (id) => unwrap(client.DELETE('/api/admin/promo-codes/{id}', path(id))),
    waitlist: (id) => unwrap(client.DELETE('/api/admin/waitlist/{id}', path(id))),
    companies: (id) => unwrap(client.DELETE('/api/admin/companies/{id}', path(id))),
  };

  const spaceInstances = (spaceId: string) =>
    unwrap(client.GET('/api/admin/space-instances/{spaceId}', { params: { path: { spaceId } } }));

  const createStaffBooking = (body: StaffBookingBody) => unwrap(client.POST('/api/admin/bookings', { body }));
  const quoteStaffBooking = (body: StaffQuoteBody) => unwrap(client.POST('/api/admin/bookings/quote', { body }));
  const moveBooking = (id: string, body: MoveBookingBody) =>
    unwrap(client.POST('/api/admin/bookings/{id}/move', { ...path(id), body }));
  /** A picture for an event or post, sent as multipart form data (the server checks and resizes it). */
  const uploadImage = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return unwrap(
      client.POST('/api/admin/images', { body: form as never, bodySerializer: (body) => body as FormData }),
    );
  };
  const cancelEventRegistration = (eventId: string, registrationId: string) =>
    unwrap(
      client.POST('/api/admin/events/{id}/registrations/{registrationId}/cancel', {
        params: { path: { id: eventId, registrationId } },
      }),
    );
  /** Erases the person's data (audited); the answer is the request completed, with what was erased by table. */
  const completeErasureRequest = (id: string) =>
    unwrap(client.POST('/api/admin/erasure-requests/{id}/complete', path(id)));
  const paymentDetail = (id: string) => unwrap(client.GET('/api/admin/payments/{id}', path(id)));
  const requestRefund = (paymentId: string, body: RefundCreateBody) =>
    unwrap(client.POST('/api/admin/payments/{id}/refunds', { ...path(paymentId), body }));
  const recordRefundHandBack = (paymentId: string, refundId: string, body: RefundHandBackBody) =>
    unwrap(
      client.POST('/api/admin/payments/{id}/refunds/{refundId}/settle', {
        params: { path: { id: paymentId, refundId } },
        body,
      }),
    );
  const analytics = () => unwrap(client.GET('/api/admin/analytics'));
  const membershipSummary = () => unwrap(client.GET('/api/admin/memberships/summary'));
  // The reports' filters are the generated query types' fields; each report takes the ones it knows.
  const reports: { [R in ReportName]: (filters: ReportFilters) => Promise<ReportRecords[R]> } = {
    'occupancy-by-hour': ({ interval: _interval, device: _device, ...query }) =>
      unwrap(client.GET('/api/admin/reports/occupancy-by-hour', { params: { query } })),
    'occupancy-by-space': ({ interval: _interval, device: _device, ...query }) =>
      unwrap(client.GET('/api/admin/reports/occupancy-by-space', { params: { query } })),
    revenue: (query) => unwrap(client.GET('/api/admin/reports/revenue', { params: { query } })),
    refunds: (query) => unwrap(client.GET('/api/admin/reports/refunds', { params: { query } })),
    members: (query) => unwrap(client.GET('/api/admin/reports/members', { params: { query } })),
    tours: (query) => unwrap(client.GET('/api/admin/reports/tours', { params: { query } })),
    'web-vitals': ({ from, to, device }) =>
      unwrap(client.GET('/api/admin/reports/web-vitals', { params: { query: { from, to, device } } })),
    'allowance-use': ({ from, to }) =>
      unwrap(client.GET('/api/admin/reports/allowance-use', { params: { query: { from, to } } })),
    'check-ins': ({ from, to }) =>
      unwrap(client.GET('/api/admin/reports/check-ins', { params: { query: { from, to } } })),
    'promo-codes': ({ from, to }) =>
      unwrap(client.GET('/api/admin/reports/promo-codes', { params: { query: { from, to } } })),
  };
  /** 201: checked in now; 200: it already was today (the answer carries the first check-in's time). */
  const checkIn = async (code: string) => {
    const call = client.POST('/api/admin/check-ins', { body: { code } });
    const visit = await unwrap(call);
    return { visit, alreadyCheckedIn: (await call).response.status === 200 };
  };
  const overviewToday = () => unwrap(client.GET('/api/admin/overview/today'));
  const businessSettings = () => unwrap(client.GET('/api/admin/settings/business'));
  const saveBusinessSettings = (body: Omit<BusinessSettingsRecord, 'id'>) =>
    unwrap(client.PUT('/api/admin/settings/business', { body }));
  const staffNotifications = () => unwrap(client.GET('/api/admin/settings/staff-notifications'));
  const saveStaffNotifications = (body: StaffNotificationsBody) =>
    unwrap(client.PUT('/api/admin/settings/staff-notifications', { body }));

  /** A space's assignments in a window of venue dates, each given an id (its instance and start make it unique). */
  const spaceAssignments = async (spaceId: string, { startDate, endDate }: DateWindow) => {
    const assignments = (await unwrap(
      client.GET('/api/admin/space-assignments/{spaceId}', {
        params: { path: { spaceId }, query: { startDate, endDate } },
      }),
    )) as SpaceAssignment[];
    return assignments.map((assignment) => ({ id: `${assignment.instanceId}@${assignment.startAt}`, ...assignment }));
  };

  return {
    reports,
    list,
    pagedList,
    getOne,
    create,
    update,
    remove,
    spaceInstances,
    spaceAssignments,
    membershipActions,
    paymentDetail,
    completeErasureRequest,
    cancelEventRegistration,
    requestRefund,
    recordRefundHandBack,
    createStaffBooking,
    quoteStaffBooking,
    moveBooking,
    checkIn,
    uploadImage,
    businessSettings,
    saveBusinessSettings,
    staffNotifications,
    saveStaffNotifications,
    analytics,
    membershipSummary,
    overviewToday,
  };
}
