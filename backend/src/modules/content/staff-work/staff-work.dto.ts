import { STAFF_NOTE_MAX_LENGTH } from '@coworking/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/http/list-query.dto.js';
import { Trim } from '../../../common/http/transforms.js';
import { IsVenueDate } from '../../../common/http/venue-date.validators.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type StaffHandling } from '../entities/staff-handling.embeddable.js';

/** A staff note as sent by the back-office: blank clears it. */
export function StaffNoteField(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: STAFF_NOTE_MAX_LENGTH,
      description: 'A note for colleagues; blank clears it',
    })(target, key);
    Trim()(target, key);
    IsOptional()(target, key);
    IsString({ message: 'The staff note must be text' })(target, key);
    MaxLength(STAFF_NOTE_MAX_LENGTH, {
      message: `The staff note must be at most ${STAFF_NOTE_MAX_LENGTH} characters`,
    })(target, key);
  };
}

/** Who on staff last worked a record, and their note. */
export class StaffHandlingDto {
  @ApiProperty({ nullable: true, type: String }) staffNote!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Username of who last changed it' })
  handledBy!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) handledAt!: Date | null;
}

export function staffHandlingOf(handling: StaffHandling): StaffHandlingDto {
  return { staffNote: handling.staffNote, handledBy: handling.handledByUsername, handledAt: handling.handledAt };
}

/** The note to store: undefined leaves it as it is, blank or null clears it. */
export function noteChange(note: string | null | undefined): { staffNote?: string | null } {
  return note === undefined ? {} : { staffNote: note || null };
}

/** Records that `actor` worked the record now (a status change, a note, a reply). */
export function recordHandling(handling: StaffHandling, actor: AdminPrincipal, now = new Date()): void {
  handling.handledByAdminId = actor.id;
  handling.handledByUsername = actor.username;
  handling.handledAt = now;
}

/** The date range every staff list of the public forms takes: sent on or after `from`, on or before `to`. */
export class SentBetweenQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Sent on or after this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Sent on or before this venue date' })
  @IsOptional()
  @IsVenueDate({ message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}
