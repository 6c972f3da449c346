import { STAFF_NOTICE_MAX_ADDRESSES } from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail } from 'class-validator';

/** One kind's addresses: an array of e-mail addresses, at most STAFF_NOTICE_MAX_ADDRESSES; empty means STAFF_EMAIL. */
function StaffAddresses(what: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      type: [String],
      example: ['frontdesk@syokimau.co.ke'],
      description: `Who is e-mailed about ${what}; empty: the default address (STAFF_EMAIL)`,
    })(target, key);
    IsArray({ message: `Addresses for ${what} must be a list` })(target, key);
    ArrayMaxSize(STAFF_NOTICE_MAX_ADDRESSES, {
      message: `At most ${STAFF_NOTICE_MAX_ADDRESSES} addresses for ${what}`,
    })(target, key);
    IsEmail({}, { each: true, message: `Each address for ${what} must be an e-mail address` })(target, key);
  };
}

/** Which staff addresses receive each kind of staff e-mail. */
export class StaffNotificationsDto {
  @StaffAddresses('new tour requests') tours!: string[];
  @StaffAddresses('paid bookings') paidBookings!: string[];
  @StaffAddresses('cancellations') cancellations!: string[];
  @StaffAddresses('refunds that need attention') refunds!: string[];
  @StaffAddresses('new memberships and ended memberships') memberships!: string[];
  @StaffAddresses('failed membership renewals') failedRenewals!: string[];
  @StaffAddresses('job applications') applications!: string[];
  @StaffAddresses('contact messages') contacts!: string[];
  @StaffAddresses('erasure requests (Data Protection Act)') privacy!: string[];
}

export class StaffNotificationSettingsDto extends StaffNotificationsDto {
  @ApiProperty({ example: 'staff@syokimau.co.ke', description: 'STAFF_EMAIL: who gets a kind left empty' })
  defaultAddress!: string;
}
