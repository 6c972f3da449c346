import { errorFromResponse, isAdminHttpError, messageOf } from './http-error';

describe('API errors', () => {
  it('carries the server message of a refused call', () => {
    const error = errorFromResponse(409, 'Conflict', { message: 'A space with this number exists' });
    expect(error.message).toBe('A space with this number exists');
    expect(error.status).toBe(409);
  });

  it('uses the spec texts for 401 and 403', () => {
    expect(errorFromResponse(401, 'Unauthorized', { message: 'Sign in first' }).message).toBe('Authentication failed');
    expect(errorFromResponse(403, 'Forbidden', {}).message).toBe('Permission denied');
  });

  it("follows 'Permission denied' with the server's reason for a 403, so the admin knows whom to ask", () => {
    expect(
      errorFromResponse(403, 'Forbidden', { message: 'An admin with refund rights (payments.refund) must cancel it.' })
        .message,
    ).toBe('Permission denied. An admin with refund rights (payments.refund) must cancel it.');
  });

  it('falls back to the status and its text when the body says nothing', () => {
    expect(errorFromResponse(502, 'Bad Gateway', undefined).message).toBe('502: Bad Gateway');
    expect(errorFromResponse(500, 'Internal Server Error', 'upstream down').message).toBe('upstream down');
  });

  it('lets a screen fall back when an error has no message', () => {
    expect(messageOf(new Error(''), 'Failed to create space')).toBe('Failed to create space');
    expect(messageOf('nope', 'Failed to create space')).toBe('Failed to create space');
  });

  it('knows a refused call thrown by another copy of the kit (the shell’s, seen from a panel) by its name and status', () => {
    class OtherCopy extends Error {
      constructor(
        readonly status: number,
        message: string,
        readonly body: object = {},
      ) {
        super(message);
        this.name = 'AdminHttpError';
      }
    }
    const refused = new OtherCopy(400, 'KRA PIN must be a letter, nine digits and a letter, like P051234567X', {
      errors: { kraPin: 'KRA PIN must be a letter, nine digits and a letter, like P051234567X' },
    });
    expect(isAdminHttpError(refused)).toBe(true);
    expect(isAdminHttpError(errorFromResponse(409, 'Conflict', {}))).toBe(true);
    expect(isAdminHttpError(new Error('Network down'))).toBe(false);
    expect(isAdminHttpError({ name: 'AdminHttpError', status: 400, body: {} })).toBe(false);
  });
});
