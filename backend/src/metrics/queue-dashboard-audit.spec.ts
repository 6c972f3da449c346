import { dashboardChange } from './queue-dashboard-audit.js';

const BOARD = '/api/admin/queues/board';

describe('what a change on the queue dashboard is recorded as', () => {
  it('names the queue and the job of a retried job', () => {
    expect(
      dashboardChange(`${BOARD}/api/queues/:queueName/:jobId/retry`, { queueName: 'mail', jobId: '42' }, BOARD),
    ).toEqual({ queue: 'mail', jobId: '42', action: 'retry', from: null, to: 'waiting' });
  });

  it('names the queue and the state of a retry of every failed job', () => {
    expect(
      dashboardChange(
        `${BOARD}/api/queues/:queueName/retry/:queueStatus`,
        { queueName: 'sms', queueStatus: 'failed' },
        BOARD,
      ),
    ).toEqual({ queue: 'sms', jobId: null, action: 'retry', from: 'failed', to: 'waiting' });
  });

  it('names other changes by their words', () => {
    expect(dashboardChange(`${BOARD}/api/queues/:queueName/pause`, { queueName: 'payment' }, BOARD)).toMatchObject({
      queue: 'payment',
      action: 'pause',
    });
    expect(dashboardChange(`${BOARD}/api/queues/pause`, {}, BOARD)).toMatchObject({ queue: null, action: 'pause' });
  });
});
