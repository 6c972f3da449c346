import { atLeastOne } from 'admin-kit/rules';
import { spaceBody, spaceFormValues, validateSpaceForm } from './space-form';

describe('space form', () => {
  it('starts a new space with the spec defaults', () => {
    const values = spaceFormValues();
    expect(values).toMatchObject({
      type: 'hot-desk',
      rate: '25000',
      billingCycle: 'monthly',
      amenities: ['WiFi', 'Power outlets'],
      isActive: true,
      isAvailable: true,
    });
  });

  it('requires a rate', () => {
    expect(validateSpaceForm({ ...spaceFormValues(), name: 'Desk', rate: '  ' }).rate).toBe('Rate is required');
  });

  it('refuses an inactive space that is available', () => {
    expect(
      validateSpaceForm({ ...spaceFormValues(), name: 'Desk', isActive: false, isAvailable: true }).isAvailable,
    ).toBe('Inactive spaces cannot be available for booking');
  });

  it('accepts blank or positive whole numbers for number and display order', () => {
    expect(validateSpaceForm({ ...spaceFormValues(), name: 'Desk', number: '', displayOrder: '3' })).toEqual({});
    expect(validateSpaceForm({ ...spaceFormValues(), name: 'Desk', number: '0', displayOrder: '1.5' })).toEqual({
      number: 'Number must be a positive whole number',
      displayOrder: 'Display order must be a positive whole number',
    });
  });

  it('falls back to 1 for capacities that are not whole numbers of at least 1', () => {
    expect(atLeastOne('')).toBe(1);
    expect(atLeastOne('0')).toBe(1);
    expect(atLeastOne('12')).toBe(12);
  });

  it('sends blanks as unset and never an available inactive space', () => {
    const body = spaceBody({
      ...spaceFormValues(),
      name: ' Hot Desk ',
      description: ' ',
      isActive: false,
      isAvailable: true,
    });
    expect(body).toMatchObject({
      name: 'Hot Desk',
      description: null,
      number: undefined,
      displayOrder: undefined,
      imageUrl: null,
      isAvailable: false,
    });
  });

  it('opens an inactive space with Available off', () => {
    const values = spaceFormValues({
      id: 'x',
      name: 'Office',
      description: null,
      type: 'private-office',
      capacity: 4,
      availabilityCapacity: 1,
      number: 2,
      displayOrder: 1,
      rate: '80000.00',
      billingCycle: 'monthly',
      amenities: [],
      imageUrl: null,
      isAvailable: true,
      featured: false,
      isActive: false,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(values.isAvailable).toBe(false);
    expect(values.rate).toBe('80000');
  });
});
