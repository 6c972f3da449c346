import { MAX_TEAM_SEATS, TEAM_SEATS_MESSAGE } from '@coworking/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  OptionalPhoneField,
} from '../../../common/http/contact-field.decorators.js';
import { NormaliseEmail } from '../../../common/http/transforms.js';

/** The person a seat is given to: they get a member account, their own allowance and a sign-in link. */
export class SeatHolderDto {
  @FirstNameField() firstName!: string;
  @LastNameField() lastName!: string;
  @NormaliseEmail() @EmailField() email!: string;
  @OptionalPhoneField() phone?: string;
}

export class SeatCountDto {
  @ApiProperty({ minimum: 1, maximum: MAX_TEAM_SEATS, example: 2 })
  @IsInt({ message: TEAM_SEATS_MESSAGE })
  @Min(1, { message: TEAM_SEATS_MESSAGE })
  @Max(MAX_TEAM_SEATS, { message: TEAM_SEATS_MESSAGE })
  seats!: number;
}
