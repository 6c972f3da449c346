import { featurePreview, planBody, planFormValues, validatePlanForm } from './plan-form';

describe('membership plan form', () => {
  it('starts a new plan with the spec defaults', () => {
    expect(planFormValues()).toMatchObject({
      price: '25000',
      period: 'monthly',
      features: ['WiFi Access', '24/7 Access'],
      isActive: true,
      isAvailable: true,
    });
  });

  it('requires a price', () => {
    expect(validatePlanForm({ ...planFormValues(), name: 'Flexible', price: '' }).price).toBe('Price is required');
  });

  it('refuses an inactive plan that is available', () => {
    expect(validatePlanForm({ ...planFormValues(), name: 'Flexible', isActive: false }).isAvailable).toBe(
      'Inactive membership plans cannot be available for booking',
    );
  });

  it('sends blanks as unset', () => {
    expect(planBody({ ...planFormValues(), name: ' Flexible ', promoText: ' ' })).toMatchObject({
      name: 'Flexible',
      promoText: null,
      description: null,
      number: undefined,
    });
  });

  it('previews three features and counts the rest', () => {
    expect(featurePreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more features' });
  });
});
