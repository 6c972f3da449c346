import { type PermissionMap, SYSTEM_ROLE_NAMES, type SystemRoleName } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { type Admin } from '../entities/admin.entity.js';
import { effectivePermissions } from '../access/effective-permissions.js';

/** An administrator as every admin response shows it: never a password hash. */
export class AdminDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ description: "'firstName lastName' when both exist, otherwise the username" }) displayName!: string;
  @ApiProperty({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole' }) role!: SystemRoleName;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String }) customRoleId!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) customRoleName!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastLogin!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

/** The signed-in admin (login and refresh): the admin plus what it may do. */
export class SessionAdminDto extends AdminDto {
  @ApiProperty({ description: 'resource → action → allowed', example: { spaces: { view: true, create: false } } })
  permissions!: PermissionMap;
}

/** 'firstName lastName' when both exist, otherwise the username. */
export function displayNameOf(admin: Pick<Admin, 'firstName' | 'lastName' | 'username'>): string {
  return admin.firstName && admin.lastName ? `${admin.firstName} ${admin.lastName}` : admin.username;
}

export function toAdminDto(admin: Admin): AdminDto {
  const displayName = displayNameOf(admin);
  return {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    displayName,
    role: admin.role,
    customRoleId: admin.customRole?.id ?? null,
    customRoleName: admin.customRole?.name ?? null,
    isActive: admin.isActive,
    lastLogin: admin.lastLogin,
    createdAt: admin.createdAt,
  };
}

export function toSessionAdminDto(admin: Admin): SessionAdminDto {
  return { ...toAdminDto(admin), permissions: effectivePermissions(admin) };
}

export const ADMIN_SORTS = ['createdAt', 'username', 'lastLogin'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export class AdminListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_SORTS, default: 'createdAt', description: 'Oldest first unless _order says' })
  @IsOptional()
  @IsListSort(ADMIN_SORTS)
  _sort?: AdminSort;

  @ApiPropertyOptional({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole' })
  @IsOptional()
  @IsIn(SYSTEM_ROLE_NAMES, { message: `role must be one of ${SYSTEM_ROLE_NAMES.join(', ')}` })
  role?: SystemRoleName;

  @ApiPropertyOptional({ type: Boolean, description: 'Only active (true) or deactivated (false) admins' })
  @IsOptional()
  // Query strings are text: 'true' and 'false' are the booleans, anything else is refused.
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
