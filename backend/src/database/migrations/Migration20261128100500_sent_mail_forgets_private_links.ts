import { Migration } from '@mikro-orm/migrations';

/** The private-link variables of mail/templates/secret-variables.ts, as they were when this migration was written. */
const SECRET_LINK_VARIABLES = ['manageUrl', 'signInUrl', 'payUrl', 'unsubscribeUrl'];

/**
 * E-mails sent or given up on before the outbox forgot private links still hold them: they are redacted as the
 * worker now does when it marks a message sent or failed. Pending messages keep theirs (they still have to go out).
 */
export class Migration20261128100500_sent_mail_forgets_private_links extends Migration {
  override name = 'Migration20261128100500_sent_mail_forgets_private_links';

  override up(): void | Promise<void> {
    for (const name of SECRET_LINK_VARIABLES)
      this.addSql(
        `update "mail_outbox" set "variables" = jsonb_set("variables", '{${name}}', '"[redacted]"')
         where "status" in ('sent', 'failed') and coalesce("variables"->>'${name}', '') not in ('', '[redacted]');`,
      );
    this.addSql(
      `update "mail_outbox" set "headers" = jsonb_set("headers", '{List-Unsubscribe}', '"[redacted]"')
       where "status" in ('sent', 'failed') and coalesce("headers"->>'List-Unsubscribe', '') not in ('', '[redacted]');`,
    );
  }

  override down(): void | Promise<void> {
    // A redacted link cannot be brought back; nothing to undo.
  }
}
