import { ComingSoon } from '../ComingSoon';

/** Events tab: a placeholder until event management is built (spec section 2). */
export function EventsScreen() {
  return (
    <ComingSoon
      title="Event Management"
      text="Event management functionality coming soon"
      addLabel="Add Event"
      resource="events"
    />
  );
}
