import { type PermissionMap } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { type Role } from '../entities/role.entity.js';
import { IsPermissionMap } from '../validation.js';
import { IsListSort, ListQueryDto, type SortRule } from '../../../common/http/list-query.dto.js';
import { Trim, TrimToUndefined } from '../../../common/http/transforms.js';
import { normalise } from '../access/effective-permissions.js';

const PERMISSIONS_EXAMPLE = { spaces: { view: true, create: false }, bookings: { view: true, edit: true } };

export class CreateRoleDto {
  @ApiProperty({ example: 'Front desk' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Role name is required' })
  @MaxLength(60, { message: 'Role name must be at most 60 characters' })
  name!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiProperty({
    example: PERMISSIONS_EXAMPLE,
    description: 'resource → action → allowed; anything missing is not allowed',
  })
  @IsPermissionMap()
  permissions!: PermissionMap;
}

export class UpdateRoleDto extends PartialType(CreateRoleDto) {}

export class RoleDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ example: PERMISSIONS_EXAMPLE }) permissions!: PermissionMap;
  @ApiProperty() isSystem!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export function toRoleDto(role: Role): RoleDto {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: normalise(role.permissions),
    isSystem: role.isSystem,
    isActive: role.isActive,
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}

export const ROLE_SORTS = ['name', 'createdAt'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

/** The roles list: a few dozen rows at most, paged and sorted in memory. Without _sort: system roles, then by name. */
export class RoleListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ROLE_SORTS })
  @IsOptional()
  @IsListSort(ROLE_SORTS)
  _sort?: RoleSort;
}

export const ROLE_LIST = {
  sort: {
    columns: { name: (role) => role.name.toLowerCase(), createdAt: (role) => role.createdAt.getTime() },
    default: 'name',
    defaultOrder: 'ASC',
  } satisfies SortRule<RoleSort, (role: RoleDto) => string | number | null>,
  tieBreaker: (role: RoleDto) => role.id,
  searchable: (role: RoleDto) => [role.name, role.description],
};
