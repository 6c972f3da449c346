import { MemberPersonalData } from './members/member-personal-data.service.js';
import { MemberPersonalDataRepository } from './members/member-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAccessGuard } from './access/admin-access.guard.js';
import { AdminDirectory } from './admins/admin-directory.service.js';
import { AdminsAdminController } from './admins/admins-admin.controller.js';
import { AdminsRepository } from './admins/admins.repository.js';
import { AdminsService } from './admins/admins.service.js';
import { AuditLogAdminController } from './audit/audit-log-admin.controller.js';
import { AuditLogAdminService } from './audit/audit-log-admin.service.js';
import { AuditLogRepository } from './audit/audit-log.repository.js';
import { AuditLogService } from './audit/audit-log.service.js';
import { IDENTITY_ENTITIES } from './identity.entities.js';
import { MemberAccounts } from './members/member-accounts.js';
import { RolesAdminController } from './roles/roles-admin.controller.js';
import { RolesRepository } from './roles/roles.repository.js';
import { RolesService } from './roles/roles.service.js';
import { AdminSessionsRepository } from './session/admin-sessions.repository.js';
import { AdminSessionController } from './session/admin-session.controller.js';
import { AdminSessionMiddleware } from './session/admin-session.middleware.js';
import { LoginThrottle } from './session/login-throttle.service.js';
import { AdminSessionSerializer } from './session/session.serializer.js';
import { SignInService } from './session/sign-in.service.js';
import { FirstStartSetupController } from './setup/first-start-setup.controller.js';
import { FirstStartSetupRepository } from './setup/first-start-setup.repository.js';
import { FirstStartSetup } from './setup/first-start-setup.service.js';
import { UsersAdminController } from './users/users-admin.controller.js';
import { UsersRepository } from './users/users.repository.js';
import { UsersService } from './users/users.service.js';

/**
 * Admins, users, roles and permissions, admin sessions and the audit log. Its AdminAccessGuard is
 * installed for the whole app, so every module's admin routes are checked by the same gate.
 */
@Module({
  imports: [MikroOrmModule.forFeature(IDENTITY_ENTITIES), PassportModule.register({ session: true })],
  controllers: [
    AdminSessionController,
    RolesAdminController,
    AdminsAdminController,
    UsersAdminController,
    AuditLogAdminController,
    FirstStartSetupController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AdminAccessGuard },
    AdminDirectory,
    AdminSessionMiddleware,
    AdminSessionSerializer,
    AdminSessionsRepository,
    AdminsRepository,
    AdminsService,
    AuditLogAdminService,
    AuditLogRepository,
    AuditLogService,
    FirstStartSetup,
    FirstStartSetupRepository,
    MemberPersonalData,
    MemberPersonalDataRepository,
    LoginThrottle,
    RolesRepository,
    RolesService,
    SignInService,
    UsersRepository,
    UsersService,
    MemberAccounts,
  ],
  exports: [AuditLogService, FirstStartSetup, MemberAccounts, MemberPersonalData],
})
export class IdentityModule {}
