import { Migration20261121000000_extensions } from './Migration20261121000000_extensions.js';
import { Migration20261121234614_initial_schema } from './Migration20261121234614_initial_schema.js';
import { Migration20261122002406_identity_sessions_audit } from './Migration20261122002406_identity_sessions_audit.js';
import { Migration20261122003922_mail_outbox_claims } from './Migration20261122003922_mail_outbox_claims.js';
import { Migration20261123114116_money_after_checkout } from './Migration20261123114116_money_after_checkout.js';
import { Migration20261123131610_memberships_renew } from './Migration20261123131610_memberships_renew.js';
import { Migration20261123135155_booking_client_address } from './Migration20261123135155_booking_client_address.js';
import { Migration20261123135500_email_templates_permission } from './Migration20261123135500_email_templates_permission.js';
import { Migration20261123135907_mail_retries_for_a_day } from './Migration20261123135907_mail_retries_for_a_day.js';
import { Migration20261123141309_list_sort_indexes } from './Migration20261123141309_list_sort_indexes.js';
import { Migration20261123162841_staff_work_the_public_forms } from './Migration20261123162841_staff_work_the_public_forms.js';
import { Migration20261123164238_admin_list_indexes_and_booking_groups } from './Migration20261123164238_admin_list_indexes_and_booking_groups.js';
import { Migration20261123165443_booking_groups_refreshed_per_statement } from './Migration20261123165443_booking_groups_refreshed_per_statement.js';
import { Migration20261123172311_booking_group_search_index } from './Migration20261123172311_booking_group_search_index.js';
import { Migration20261123190308_event_registrations } from './Migration20261123190308_event_registrations.js';
import { Migration20261123190818_staff_bookings_offline_payments } from './Migration20261123190818_staff_bookings_offline_payments.js';
import { Migration20261123191028_events_and_posts_edited_by_staff } from './Migration20261123191028_events_and_posts_edited_by_staff.js';
import { Migration20261123223000_web_vital_samples } from './Migration20261123223000_web_vital_samples.js';
import { Migration20261128100200_payment_state_machines_and_desk_refunds } from './Migration20261128100200_payment_state_machines_and_desk_refunds.js';
import { Migration20261128100300_plans_with_members_are_kept } from './Migration20261128100300_plans_with_members_are_kept.js';
import { Migration20261128100500_sent_mail_forgets_private_links } from './Migration20261128100500_sent_mail_forgets_private_links.js';
import { Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links } from './Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links.js';
import { Migration20261128103700_memberships_give_access } from './Migration20261128103700_memberships_give_access.js';
import { Migration20261128195339_promotions } from './Migration20261128195339_promotions.js';
import { Migration20261128203625_waitlist } from './Migration20261128203625_waitlist.js';
import { Migration20261128231604_teams_and_event_waitlists } from './Migration20261128231604_teams_and_event_waitlists.js';
import { Migration20261129012826_consent_records } from './Migration20261129012826_consent_records.js';
import { Migration20261129013607_mpesa_attempts } from './Migration20261129013607_mpesa_attempts.js';
import { Migration20261129013639_sms_outbox } from './Migration20261129013639_sms_outbox.js';
import { Migration20261129013910_privacy_rights } from './Migration20261129013910_privacy_rights.js';
import { Migration20261129183000_instance_last_used_from_assignments } from './Migration20261129183000_instance_last_used_from_assignments.js';
import { Migration20261129220000_outbox_enqueued_at_dropped } from './Migration20261129220000_outbox_enqueued_at_dropped.js';

/** Every migration, in order. `npm run migration:create -w backend -- <name>` appends new ones here. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000_extensions', class: Migration20261121000000_extensions },
  { name: 'Migration20261121234614_initial_schema', class: Migration20261121234614_initial_schema },
  { name: 'Migration20261122002406_identity_sessions_audit', class: Migration20261122002406_identity_sessions_audit },
  { name: 'Migration20261122003922_mail_outbox_claims', class: Migration20261122003922_mail_outbox_claims },
  { name: 'Migration20261123114116_money_after_checkout', class: Migration20261123114116_money_after_checkout },
  { name: 'Migration20261123131610_memberships_renew', class: Migration20261123131610_memberships_renew },
  { name: 'Migration20261123135155_booking_client_address', class: Migration20261123135155_booking_client_address },
  {
    name: 'Migration20261123135500_email_templates_permission',
    class: Migration20261123135500_email_templates_permission,
  },
  { name: 'Migration20261123135907_mail_retries_for_a_day', class: Migration20261123135907_mail_retries_for_a_day },
  { name: 'Migration20261123141309_list_sort_indexes', class: Migration20261123141309_list_sort_indexes },
  {
    name: 'Migration20261123162841_staff_work_the_public_forms',
    class: Migration20261123162841_staff_work_the_public_forms,
  },
  {
    name: 'Migration20261123164238_admin_list_indexes_and_booking_groups',
    class: Migration20261123164238_admin_list_indexes_and_booking_groups,
  },
  {
    name: 'Migration20261123165443_booking_groups_refreshed_per_statement',
    class: Migration20261123165443_booking_groups_refreshed_per_statement,
  },
  {
    name: 'Migration20261123172311_booking_group_search_index',
    class: Migration20261123172311_booking_group_search_index,
  },
  { name: 'Migration20261123190308_event_registrations', class: Migration20261123190308_event_registrations },
  {
    name: 'Migration20261123190818_staff_bookings_offline_payments',
    class: Migration20261123190818_staff_bookings_offline_payments,
  },
  {
    name: 'Migration20261123191028_events_and_posts_edited_by_staff',
    class: Migration20261123191028_events_and_posts_edited_by_staff,
  },
  { name: 'Migration20261123223000_web_vital_samples', class: Migration20261123223000_web_vital_samples },
  {
    name: 'Migration20261128100200_payment_state_machines_and_desk_refunds',
    class: Migration20261128100200_payment_state_machines_and_desk_refunds,
  },
  {
    name: 'Migration20261128100300_plans_with_members_are_kept',
    class: Migration20261128100300_plans_with_members_are_kept,
  },
  {
    name: 'Migration20261128100500_sent_mail_forgets_private_links',
    class: Migration20261128100500_sent_mail_forgets_private_links,
  },
  {
    name: 'Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links',
    class: Migration20261128100600_single_use_proof_of_work_and_queued_sign_in_links,
  },
  { name: 'Migration20261128103700_memberships_give_access', class: Migration20261128103700_memberships_give_access },
  { name: 'Migration20261128195339_promotions', class: Migration20261128195339_promotions },
  { name: 'Migration20261128203625_waitlist', class: Migration20261128203625_waitlist },
  {
    name: 'Migration20261128231604_teams_and_event_waitlists',
    class: Migration20261128231604_teams_and_event_waitlists,
  },
  { name: 'Migration20261129012826_consent_records', class: Migration20261129012826_consent_records },
  { name: 'Migration20261129013607_mpesa_attempts', class: Migration20261129013607_mpesa_attempts },
  { name: 'Migration20261129013639_sms_outbox', class: Migration20261129013639_sms_outbox },
  { name: 'Migration20261129013910_privacy_rights', class: Migration20261129013910_privacy_rights },
  {
    name: 'Migration20261129183000_instance_last_used_from_assignments',
    class: Migration20261129183000_instance_last_used_from_assignments,
  },
  {
    name: 'Migration20261129220000_outbox_enqueued_at_dropped',
    class: Migration20261129220000_outbox_enqueued_at_dropped,
  },
];
