import { currentTabKey } from './current-tab';

describe('current tab', () => {
  it('is Overview on /admin/dashboard', () => {
    expect(currentTabKey('/admin/dashboard', '/admin')).toBe('overview');
    expect(currentTabKey('/admin/dashboard/', '/admin')).toBe('overview');
  });

  it('is the segment after /dashboard', () => {
    expect(currentTabKey('/admin/dashboard/spaces', '/admin')).toBe('spaces');
    expect(currentTabKey('/admin/dashboard/email/whatever', '/admin')).toBe('email');
  });
});
