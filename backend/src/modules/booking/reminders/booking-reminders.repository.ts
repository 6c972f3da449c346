import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** One booking group's visit on one day, as its reminder SMS tells it. */
export interface VisitToRemind {
  group_id: string;
  date: string;
  /** The group's slot start times that day, in order ('09:00, 11:00'). */
  times: string;
  type: string;
  space_name: string | null;
  phone: string;
  first_name: string | null;
  check_in_code: string | null;
}

/** The confirmed visits of a day that have a phone number to remind, in SQL (read only). */
@Injectable()
export class BookingRemindersRepository {
  constructor(private readonly em: EntityManager) {}

  visitsOn(date: string): Promise<VisitToRemind[]> {
    return this.em.fork().execute<VisitToRemind[]>(
      `select coalesce(b.booking_group_id, b.id) as group_id, b.date,
              string_agg(b.time, ', ' order by b.time) as times, min(b.type) as type, min(s.name) as space_name,
              (array_agg(b.phone order by b.time))[1] as phone, (array_agg(b.first_name order by b.time))[1] as first_name,
              min(c.code) as check_in_code
       from space_bookings b
       left join spaces s on s.id = b.space_id
       left join check_in_codes c on c.visit_kind = 'booking' and c.visit_id = coalesce(b.booking_group_id, b.id)
       where b.status = 'confirmed' and b.date = ? and b.phone is not null and b.phone <> ''
       group by coalesce(b.booking_group_id, b.id), b.date
       order by min(b.time), coalesce(b.booking_group_id, b.id)`,
      [date],
    );
  }
}
