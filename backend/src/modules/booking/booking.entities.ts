import { BookingAccessToken } from './entities/booking-access-token.entity.js';
import { CheckInCode } from './entities/check-in-code.entity.js';
import { BookingGroup } from './entities/booking-group.entity.js';
import { SpaceBooking } from './entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from './entities/space-instance-assignment.entity.js';
import { SpaceInstance } from './entities/space-instance.entity.js';
import { Space } from './entities/space.entity.js';

export const BOOKING_ENTITIES = [
  Space,
  SpaceInstance,
  SpaceBooking,
  SpaceInstanceAssignment,
  BookingAccessToken,
  BookingGroup,
  CheckInCode,
];
