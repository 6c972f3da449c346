import type { ValidationErrors } from 'admin-kit';

export interface InstanceFormValues {
  label: string;
  isActive: boolean;
}

export function validateInstanceForm(values: InstanceFormValues): ValidationErrors<InstanceFormValues> {
  return values.label.trim() ? {} : { label: 'Instance label is required' };
}
