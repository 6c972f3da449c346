import type { AdminSpace, BillingCycle, SpaceBody, SpaceType, ValidationErrors } from 'admin-kit';
import {
  amountField,
  atLeastOne,
  CYCLE_UNITS,
  isBlankOrPositiveInteger,
  optionalPositiveInteger,
} from 'admin-kit/rules';

/** The types the admin form offers (the calendar also knows dedicated-desk). */
export const FORM_SPACE_TYPES: readonly SpaceType[] = [
  'hot-desk',
  'private-office',
  'meeting-room',
  'event-space',
  'phone-booth',
];

export interface SpaceFormValues {
  name: string;
  description: string;
  type: SpaceType;
  capacity: string;
  availabilityCapacity: string;
  number: string;
  displayOrder: string;
  rate: string;
  billingCycle: BillingCycle;
  amenities: string[];
  imageUrl: string;
  isActive: boolean;
  isAvailable: boolean;
  featured: boolean;
}

/** Spec section 3 defaults for a new space; an existing one as stored (an inactive one never available). */
export function spaceFormValues(space?: AdminSpace): SpaceFormValues {
  if (!space) {
    return {
      name: '',
      description: '',
      type: 'hot-desk',
      capacity: '1',
      availabilityCapacity: '1',
      number: '',
      displayOrder: '',
      rate: '25000',
      billingCycle: 'monthly',
      amenities: ['WiFi', 'Power outlets'],
      imageUrl: '',
      isActive: true,
      isAvailable: true,
      featured: false,
    };
  }
  return {
    name: space.name,
    description: space.description ?? '',
    type: space.type,
    capacity: String(space.capacity),
    availabilityCapacity: String(space.availabilityCapacity),
    number: space.number === null ? '' : String(space.number),
    displayOrder: space.displayOrder === null ? '' : String(space.displayOrder),
    rate: amountField(space.rate),
    billingCycle: space.billingCycle,
    amenities: [...space.amenities],
    imageUrl: space.imageUrl ?? '',
    isActive: space.isActive,
    isAvailable: space.isActive && space.isAvailable,
    featured: space.featured,
  };
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateSpaceForm(values: SpaceFormValues): ValidationErrors<SpaceFormValues> {
  const errors: ValidationErrors<SpaceFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.rate.trim()) errors.rate = 'Rate is required';
  if (!isBlankOrPositiveInteger(values.number)) errors.number = 'Number must be a positive whole number';
  if (!isBlankOrPositiveInteger(values.displayOrder))
    errors.displayOrder = 'Display order must be a positive whole number';
  if (values.imageUrl.trim() && !isHttpUrl(values.imageUrl.trim())) errors.imageUrl = 'Please enter a valid URL';
  if (!values.isActive && values.isAvailable) errors.isAvailable = 'Inactive spaces cannot be available for booking';
  return errors;
}

/** The API body for a valid form. */
export function spaceBody(values: SpaceFormValues): SpaceBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    type: values.type,
    capacity: atLeastOne(values.capacity),
    availabilityCapacity: atLeastOne(values.availabilityCapacity),
    number: optionalPositiveInteger(values.number),
    displayOrder: optionalPositiveInteger(values.displayOrder),
    rate: values.rate.trim(),
    billingCycle: values.billingCycle,
    amenities: values.amenities,
    imageUrl: values.imageUrl.trim() || null,
    isActive: values.isActive,
    isAvailable: values.isActive && values.isAvailable,
    featured: values.featured,
  };
}

/** 'hour', 'day' or 'month'. */
export function perCycle(cycle: BillingCycle): string {
  return CYCLE_UNITS[cycle];
}
