import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail templates, the e-mail log and test e-mails moved from `contacts` to a permission of their own. Custom roles
 * that could see contacts keep seeing the Email tab (emailTemplates.view); changing templates and sending test
 * e-mails are granted anew by a super admin. System roles are rewritten from the code on every start.
 */
export class Migration20261123135500_email_templates_permission extends Migration {
  override name = 'Migration20261123135500_email_templates_permission';

  override up(): void | Promise<void> {
    this.addSql(
      `update "roles" set "permissions" = "permissions" || '{"emailTemplates": {"view": true, "edit": false, "send": false}}'::jsonb where "is_system" = false and "permissions" -> 'contacts' ->> 'view' = 'true' and "permissions" -> 'emailTemplates' is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "roles" set "permissions" = "permissions" - 'emailTemplates' where "is_system" = false;`);
  }
}
