import type { ComparisonFeature, ComparisonFeatureBody, ValidationErrors } from 'admin-kit';
import { isBlankOrPositiveInteger, optionalPositiveInteger } from 'admin-kit/rules';

export interface FeatureFormValues {
  name: string;
  displayOrder: string;
  isActive: boolean;
}

export function featureFormValues(feature?: ComparisonFeature): FeatureFormValues {
  return {
    name: feature?.name ?? '',
    displayOrder: feature ? String(feature.displayOrder) : '',
    isActive: feature?.isActive ?? true,
  };
}

export function validateFeatureForm(values: FeatureFormValues): ValidationErrors<FeatureFormValues> {
  const errors: ValidationErrors<FeatureFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!isBlankOrPositiveInteger(values.displayOrder))
    errors.displayOrder = 'Display order must be a positive whole number';
  return errors;
}

export function featureBody(values: FeatureFormValues): ComparisonFeatureBody {
  return {
    name: values.name.trim(),
    displayOrder: optionalPositiveInteger(values.displayOrder),
    isActive: values.isActive,
  };
}
