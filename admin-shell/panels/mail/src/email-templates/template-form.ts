import type { EmailTemplate, EmailTemplateBody, ValidationErrors } from 'admin-kit';
import { extractVariables, TEMPLATE_NAME_PATTERN } from './template-text';

export interface TemplateFormValues {
  name: string;
  subject: string;
  description: string;
  htmlContent: string;
  textContent: string;
  isActive: boolean;
}

export function templateFormValues(template?: EmailTemplate): TemplateFormValues {
  return {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    description: template?.description ?? '',
    htmlContent: template?.htmlContent ?? '',
    textContent: template?.textContent ?? '',
    isActive: template?.isActive ?? true,
  };
}

export function validateTemplateForm(values: TemplateFormValues): ValidationErrors<TemplateFormValues> {
  const errors: ValidationErrors<TemplateFormValues> = {};
  if (!values.name.trim()) errors.name = 'Template name is required';
  else if (!TEMPLATE_NAME_PATTERN.test(values.name.trim()))
    errors.name = 'Use lowercase letters, numbers and hyphens (e.g. booking-confirmed)';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.htmlContent.trim()) errors.htmlContent = 'HTML content is required';
  return errors;
}

/** Variables are the placeholders the template uses, sent as a JSON-encoded list (spec section 7). */
export function templateBody(values: TemplateFormValues): EmailTemplateBody {
  return {
    name: values.name.trim(),
    subject: values.subject.trim(),
    description: values.description.trim() || null,
    htmlContent: values.htmlContent,
    textContent: values.textContent.trim() ? values.textContent : null,
    variables: JSON.stringify(extractVariables(values.subject, values.htmlContent, values.textContent)),
    isActive: values.isActive,
  };
}
