import { HttpException } from '@nestjs/common';
import { createValidationPipe } from '../../../common/http/validation.pipe.js';
import { InitializeBookingPaymentDto } from './booking-checkout.dto.js';

const SPACE = '3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const CONTACT = { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '+254712345678' };

/** What the controller receives for a checkout body, or the error the client gets. */
async function checkout(bookingData: Record<string, unknown>): Promise<InitializeBookingPaymentDto> {
  return createValidationPipe().transform(
    { ...CONTACT, bookingData: { type: 'space', spaceId: SPACE, ...bookingData } },
    { type: 'body', metatype: InitializeBookingPaymentDto },
  );
}

async function refusal(bookingData: Record<string, unknown>): Promise<{ status: number; message: string }> {
  try {
    await checkout(bookingData);
  } catch (error) {
    if (error instanceof HttpException)
      return { status: error.getStatus(), message: (error.getResponse() as { message: string }).message };
    throw error;
  }
  throw new Error('the checkout was accepted');
}

describe('the checkout payload', () => {
  it('takes dates and slot times as sent by the booking dialog', async () => {
    const body = await checkout({ dates: ['2026-12-04', '2026-12-11'], times: ['10:00', '14:00'] });
    expect(body.bookingData).toMatchObject({ dates: ['2026-12-04', '2026-12-11'], times: ['10:00', '14:00'] });
  });

  it("reads the spec's single date and time of older clients as one date and one slot", async () => {
    const body = await checkout({ date: '2026-12-04', time: '10:00' });
    expect(body.bookingData).toMatchObject({ dates: ['2026-12-04'], times: ['10:00'] });
  });

  it('reads an access label as no slot (daily and monthly spaces need none)', async () => {
    expect((await checkout({ date: '2026-12-04', time: 'All Day Access' })).bookingData).toMatchObject({
      dates: ['2026-12-04'],
      times: [],
    });
    expect((await checkout({ dates: ['2026-12-04'] })).bookingData.times).toEqual([]);
  });

  it('prefers dates and times when a client sends both forms', async () => {
    const body = await checkout({ dates: ['2026-12-11'], date: '2026-12-04', times: ['14:00'], time: '10:00' });
    expect(body.bookingData).toMatchObject({ dates: ['2026-12-11'], times: ['14:00'] });
  });

  it("refuses dates that are not real venue dates with the booking page's messages", async () => {
    expect(await refusal({ date: 'tomorrow' })).toEqual({ status: 400, message: 'Date must be in YYYY-MM-DD format' });
    expect(await refusal({ dates: ['2026-02-30'] })).toEqual({
      status: 400,
      message: 'Date must be in YYYY-MM-DD format',
    });
    expect(await refusal({ dates: [] })).toEqual({ status: 400, message: 'At least one date is required' });
    expect(await refusal({})).toEqual({ status: 400, message: 'At least one date is required' });
    expect(await refusal({ dates: ['2026-12-04', '2026-12-04'] })).toEqual({
      status: 400,
      message: 'Duplicate dates are not allowed',
    });
    const eleven = Array.from({ length: 11 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`);
    expect(await refusal({ dates: eleven })).toEqual({ status: 400, message: 'Maximum 10 dates allowed' });
  });

  it('refuses slot times that are not HH:MM, and more slots than a day has', async () => {
    expect(await refusal({ dates: ['2026-12-04'], times: ['noon'] })).toEqual({
      status: 400,
      message: "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'",
    });
    expect(await refusal({ dates: ['2026-12-04'], time: 'noon' })).toEqual({
      status: 400,
      message: "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'",
    });
    const slots = Array.from({ length: 25 }, (_, hour) => `${String(hour % 24).padStart(2, '0')}:00`);
    expect(await refusal({ dates: ['2026-12-04'], times: slots })).toEqual({
      status: 400,
      message: 'Please choose at most 24 time slots.',
    });
  });

  it('answers a space id that cannot name a space with 404, and a missing one with 400', async () => {
    expect(await refusal({ spaceId: 'not-a-space', dates: ['2026-12-04'] })).toEqual({
      status: 404,
      message: 'Space not found.',
    });
    expect(await refusal({ spaceId: '', dates: ['2026-12-04'] })).toEqual({
      status: 400,
      message: 'Choose a space to book',
    });
  });

  it('accepts and ignores the prices and titles older clients send', async () => {
    const body = await checkout({
      dates: ['2026-12-04'],
      price: 'KSh 1',
      amount: 1,
      totalItems: 99,
      spaceTitle: 'Boardroom',
      duration: 2,
    });
    expect(body.bookingData.dates).toEqual(['2026-12-04']);
  });
});
