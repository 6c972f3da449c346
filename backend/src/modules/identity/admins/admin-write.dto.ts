import { SYSTEM_ROLE_NAMES, type SystemRoleName } from '@coworking/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { AccountFieldsUpdateDto, NewAccountFieldsDto } from '../account-fields.dto.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { TrimToUndefined } from '../../../common/http/transforms.js';
export class CreateAdminDto extends NewAccountFieldsDto {
  @ApiPropertyOptional({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole', default: 'admin' })
  @IsOptional()
  @IsIn(SYSTEM_ROLE_NAMES, { message: 'Role must be admin, super_admin or moderator' })
  role?: SystemRoleName;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'An active custom role; choosing one makes the role admin. Blank is ignored.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: IDENTITY_MESSAGES.customRoleNotAssignable })
  customRoleId?: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateAdminDto extends AccountFieldsUpdateDto {
  @ApiPropertyOptional({ enum: SYSTEM_ROLE_NAMES, enumName: 'AdminRole' })
  @IsOptional()
  @IsIn(SYSTEM_ROLE_NAMES, { message: 'Role must be admin, super_admin or moderator' })
  role?: SystemRoleName;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null removes the custom role; blank is ignored',
  })
  @TrimToUndefined()
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsUUID('all', { message: IDENTITY_MESSAGES.customRoleNotAssignable })
  customRoleId?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
