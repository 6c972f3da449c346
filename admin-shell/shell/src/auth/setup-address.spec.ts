import { isSetupAddress, setupTokenFrom } from './setup-address';

describe('the setup address', () => {
  it('is /admin/setup, however the link was typed', () => {
    expect(isSetupAddress('/admin/setup')).toBe(true);
    expect(isSetupAddress('/admin/setup/')).toBe(true);
    expect(isSetupAddress('/Admin/Setup')).toBe(true);
    expect(isSetupAddress('/admin/login')).toBe(false);
    expect(isSetupAddress('/admin/setup/more')).toBe(false);
  });

  it('carries its token after #, or none when the link was cut short', () => {
    expect(setupTokenFrom('#Qm9va2luZ0FjY2Vzc1Rva2VuXzMyYnl0ZXNfcmFuZG9t')).toBe(
      'Qm9va2luZ0FjY2Vzc1Rva2VuXzMyYnl0ZXNfcmFuZG9t',
    );
    expect(setupTokenFrom('')).toBeNull();
    expect(setupTokenFrom('#')).toBeNull();
  });
});
