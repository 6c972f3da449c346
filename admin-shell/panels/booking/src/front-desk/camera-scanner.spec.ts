import { cameraProblemText } from './camera-scanner';

describe('front desk camera', () => {
  it('says what to do when the camera cannot be used, by the reason the browser gives', () => {
    expect(cameraProblemText(new DOMException('denied', 'NotAllowedError'))).toMatch(/allow the camera for this site/);
    expect(cameraProblemText(new DOMException('none', 'NotFoundError'))).toMatch(/No camera was found/);
    expect(cameraProblemText(new DOMException('busy', 'NotReadableError'))).toMatch(/in use by another application/);
    expect(cameraProblemText(new DOMException('http', 'NotSupportedError'))).toMatch(/secure https page/);
    expect(cameraProblemText(new Error('boom'))).toBe('The camera could not be started: type the code instead.');
  });
});
