import { type EntityManager } from '@mikro-orm/postgresql';
import { AppSetting } from '../../common/entities/app-setting.entity.js';
import { EmailTemplate } from '../../modules/mail/entities/email-template.entity.js';
import { DEFAULT_TEMPLATES } from '../../modules/mail/templates/default-templates.js';
import { SUPERSEDED_DEFAULTS } from '../../modules/mail/templates/superseded-defaults.js';

export const SEEDED_TEMPLATES_KEY = 'default_email_templates_seeded';

/**
 * Stores each of the product's default e-mail templates once, for admins to edit. A template an
 * admin deleted stays deleted (the built-in version is used); a template added by a new release
 * is stored on the next start. A stored template still word for word an earlier built-in version (staff never edited
 * it) is brought up to the current one, so new details such as the manage link reach customers.
 */
export async function ensureDefaultTemplates(em: EntityManager): Promise<string[]> {
  const marker =
    (await em.findOne(AppSetting, { key: SEEDED_TEMPLATES_KEY })) ??
    em.create(AppSetting, { key: SEEDED_TEMPLATES_KEY, value: [] });
  const seeded = new Set(Array.isArray(marker.value) ? (marker.value as string[]) : []);
  const added: string[] = [];
  for (const definition of DEFAULT_TEMPLATES) {
    await upgradeUnedited(em, definition);
    if (seeded.has(definition.name)) continue;
    seeded.add(definition.name);
    if (await em.count(EmailTemplate, { name: definition.name })) continue;
    const template = new EmailTemplate(definition.name, definition.subject, definition.htmlContent);
    template.textContent = definition.textContent;
    template.description = definition.description;
    template.variables = definition.variables;
    em.persist(template);
    added.push(definition.name);
  }
  marker.value = [...seeded];
  return added;
}

async function upgradeUnedited(em: EntityManager, definition: (typeof DEFAULT_TEMPLATES)[number]): Promise<void> {
  const earlier = SUPERSEDED_DEFAULTS[definition.name];
  if (!earlier) return;
  const stored = await em.findOne(EmailTemplate, { name: definition.name });
  if (
    !stored ||
    !earlier.some(
      (version) =>
        version.subject === stored.subject &&
        version.htmlContent === stored.htmlContent &&
        version.textContent === stored.textContent,
    )
  )
    return;
  stored.subject = definition.subject;
  stored.htmlContent = definition.htmlContent;
  stored.textContent = definition.textContent;
  stored.description = definition.description;
  stored.variables = definition.variables;
}
