import { ApiProperty } from '@nestjs/swagger';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  OptionalPhoneField,
} from '../../../../common/http/contact-field.decorators.js';
import { NormaliseEmail } from '../../../../common/http/transforms.js';
import { IsVenueDate } from '../../../../common/http/venue-date.validators.js';

export const GUEST_PASS_STATUSES = ['invited', 'cancelled', 'checked-in'] as const;
export type GuestPassStatus = (typeof GUEST_PASS_STATUSES)[number];

/** A member invites a guest for one date of their current membership period. */
export class CreateGuestPassDto {
  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @NormaliseEmail() @EmailField() email!: string;
  @OptionalPhoneField() phone?: string;

  @ApiProperty({
    example: '2026-12-04',
    description: "Venue date YYYY-MM-DD of the visit: from today to the last day of the member's current period",
  })
  @IsVenueDate({ message: 'Choose the date of the visit (YYYY-MM-DD)' })
  date!: string;
}

/** One of the member's guests, with the code the guest shows at the front desk. */
export class GuestPassDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Otieno' }) firstName!: string;
  @ApiProperty({ example: 'Ouma' }) lastName!: string;
  @ApiProperty({ example: 'otieno@example.com' }) email!: string;
  @ApiProperty({ nullable: true, type: String, example: '+254712345678' }) phone!: string | null;
  @ApiProperty({ example: '2026-12-04', description: 'Venue date of the visit' }) date!: string;
  @ApiProperty({
    enum: GUEST_PASS_STATUSES,
    enumName: 'GuestPassStatus',
    description: 'invited (expected), cancelled (the pass was given back), checked-in (the guest came)',
  })
  status!: GuestPassStatus;
  @ApiProperty({ example: 'ABCD-EFGH', description: 'The check-in code e-mailed to the guest' }) checkInCode!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}
