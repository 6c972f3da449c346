import { Migration20261121000000_extensions } from './Migration20261121000000_extensions.js';
import { Migration20261121234614_initial_schema } from './Migration20261121234614_initial_schema.js';
import { Migration20261122002406_identity_sessions_audit } from './Migration20261122002406_identity_sessions_audit.js';
import { Migration20261122003922_mail_outbox_claims } from './Migration20261122003922_mail_outbox_claims.js';
import { Migration20261123114116_money_after_checkout } from './Migration20261123114116_money_after_checkout.js';

/** Every migration, in order. `npm run migration:create -w backend -- <name>` appends new ones here. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000_extensions', class: Migration20261121000000_extensions },
  { name: 'Migration20261121234614_initial_schema', class: Migration20261121234614_initial_schema },
  { name: 'Migration20261122002406_identity_sessions_audit', class: Migration20261122002406_identity_sessions_audit },
  { name: 'Migration20261122003922_mail_outbox_claims', class: Migration20261122003922_mail_outbox_claims },
  { name: 'Migration20261123114116_money_after_checkout', class: Migration20261123114116_money_after_checkout },
];
