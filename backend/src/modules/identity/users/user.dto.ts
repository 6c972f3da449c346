import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { IsListSort, ListQueryDto } from '../../../common/http/list-query.dto.js';
import { AccountFieldsUpdateDto, NewAccountFieldsDto } from '../account-fields.dto.js';
import { type User } from '../entities/user.entity.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { OptionalPhoneField } from '../../../common/http/contact-field.decorators.js';
import { TrimToUndefined } from '../../../common/http/transforms.js';

export class CreateUserDto extends NewAccountFieldsDto {
  @OptionalPhoneField()
  phone?: string;

  @ApiPropertyOptional({ example: 'Flexible' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  membershipPlan?: string;
}

export class UpdateUserDto extends AccountFieldsUpdateDto {
  @OptionalPhoneField({ nullable: true })
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  membershipPlan?: string | null;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: 6, format: 'password' })
  @IsString()
  @MinLength(6, { message: IDENTITY_MESSAGES.passwordTooShort })
  newPassword!: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String }) membershipPlan!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    membershipPlan: user.membershipPlan,
    createdAt: user.createdAt,
  };
}

export const USER_SORTS = ['createdAt', 'username', 'email', 'lastName'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export class UserListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: USER_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsListSort(USER_SORTS)
  _sort?: UserSort;

  @ApiPropertyOptional({ description: 'Accounts on this membership plan (its name)' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @Length(1, 120, { message: 'membershipPlan must be 1 to 120 characters' })
  membershipPlan?: string;
}
