/**
 * The day's assignments of a space's active instances. The overlap is written as the exclusion
 * constraint's own expression, `tstzrange(start_at, end_at) && range`, so its GiST index finds just
 * that day's rows of each instance: the cost follows the day's bookings, not the total number.
 * Parameters: the day's first instant, the next day's first instant, the space id.
 */
export const DAY_ASSIGNMENTS_SQL = `select i.id as instance_id, a.start_at, a.end_at
  from space_instances i
  left join space_instance_assignments a on a.instance_id = i.id and tstzrange(a.start_at, a.end_at) && tstzrange(?, ?)
  where i.space_id = ? and i.is_active`;
