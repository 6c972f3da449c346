import { Injectable, type StreamableFile } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { csvFile, type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { pageOf, UNPAGED_LIMIT } from '../../../common/http/list-query.dto.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { AuditLogService, fieldChanges } from '../audit/audit-log.service.js';
import { User } from '../entities/user.entity.js';
import { assertAccountUnique } from '../account-uniqueness.js';
import { IDENTITY_ERRORS } from '../identity.errors.js';
import { hashPassword } from '../password-hasher.js';
import { type CreateUserDto, toUserDto, type UpdateUserDto, type UserDto, type UserListQueryDto } from './user.dto.js';
import { type UserRow, UsersRepository } from './users.repository.js';

const AUDITED_FIELDS = ['username', 'email', 'firstName', 'lastName', 'phone', 'membershipPlan'] as const;
const PASSWORD_CHANGED = { password: { from: '[hidden]', to: '[changed]' } };

const USER_CSV: CsvColumn<UserRow>[] = [
  { header: 'Username', value: (user) => user.username },
  { header: 'First name', value: (user) => user.first_name },
  { header: 'Last name', value: (user) => user.last_name },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Phone', value: (user) => user.phone },
  { header: 'Membership plan', value: (user) => user.membership_plan },
  { header: 'Created (Nairobi)', value: (user) => csvVenueDateTime(user.created_at) },
];

function toUserRowDto(row: UserRow): UserDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    membershipPlan: row.membership_plan,
    createdAt: row.created_at,
  };
}

const UNIQUE_REFUSALS = { username: IDENTITY_ERRORS.userUsernameTaken, email: IDENTITY_ERRORS.userEmailTaken };

@Injectable()
export class UsersService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLogService,
    private readonly repository: UsersRepository,
  ) {}

  /** Newest first; without _start/_end the first UNPAGED_LIMIT accounts, as the list answered before paging. */
  async list(query: UserListQueryDto): Promise<{ rows: UserDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query, pageOf(query, { unpaged: UNPAGED_LIMIT }));
    return { rows: rows.map(toUserRowDto), total };
  }

  export(query: UserListQueryDto): StreamableFile {
    return csvFile('users', USER_CSV, this.repository.stream(query));
  }

  create(actor: AdminPrincipal, body: CreateUserDto, ip: string): Promise<UserDto> {
    return this.unitOfWork.run(async (tx) => {
      await assertAccountUnique(tx, this.repository, body, UNIQUE_REFUSALS);
      const user = new User(body.username, body.email, await hashPassword(body.password));
      user.firstName = body.firstName ?? null;
      user.lastName = body.lastName ?? null;
      user.phone = body.phone ?? null;
      user.membershipPlan = body.membershipPlan ?? null;
      this.repository.add(tx, user);
      const created = toUserDto(user);
      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'users',
        resourceId: user.id,
        changes: { ...fieldChanges(null, created, [...AUDITED_FIELDS]), password: { from: null, to: '[changed]' } },
        ipAddress: ip,
      });
      return created;
    });
  }

  update(actor: AdminPrincipal, id: string, body: UpdateUserDto, ip: string): Promise<UserDto> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.load(tx, id);
      const before = toUserDto(user);
      await assertAccountUnique(tx, this.repository, body, UNIQUE_REFUSALS, user.id);
      if (body.username !== undefined) user.username = body.username;
      if (body.email !== undefined) user.email = body.email;
      if (body.firstName !== undefined) user.firstName = body.firstName?.trim() || null;
      if (body.lastName !== undefined) user.lastName = body.lastName?.trim() || null;
      if (body.phone !== undefined) user.phone = body.phone ?? null;
      if (body.membershipPlan !== undefined) user.membershipPlan = body.membershipPlan?.trim() || null;
      if (body.password) user.password = await hashPassword(body.password);
      const after = toUserDto(user);
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'users',
        resourceId: user.id,
        changes: { ...fieldChanges(before, after, [...AUDITED_FIELDS]), ...(body.password ? PASSWORD_CHANGED : {}) },
        ipAddress: ip,
      });
      return after;
    });
  }

  resetPassword(actor: AdminPrincipal, id: string, newPassword: string, ip: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.load(tx, id);
      user.password = await hashPassword(newPassword);
      this.audit.record(tx, {
        actor,
        action: 'reset_password',
        resource: 'users',
        resourceId: user.id,
        changes: PASSWORD_CHANGED,
        ipAddress: ip,
      });
    });
  }

  remove(actor: AdminPrincipal, id: string, ip: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.load(tx, id);
      this.audit.record(tx, {
        actor,
        action: 'delete',
        resource: 'users',
        resourceId: user.id,
        changes: fieldChanges(toUserDto(user), null, [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      this.repository.remove(tx, user);
    });
  }

  private async load(tx: Transaction, id: string): Promise<User> {
    const user = await this.repository.byId(tx, id);
    if (!user) throw IDENTITY_ERRORS.userNotFound();
    return user;
  }
}
