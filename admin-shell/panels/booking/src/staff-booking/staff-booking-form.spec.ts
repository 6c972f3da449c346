import { ganttColumns } from '../space-calendar/gantt';
import {
  bookingBodyOf,
  columnRange,
  draftErrors,
  emptyDraft,
  moveTargetOf,
  quoteBodyOf,
  selectionFromCells,
  slotIsFree,
} from './staff-booking-form';

// A Wednesday: slots start every hour from 06:00 to 20:00.
const DAY = '2026-12-02';
const hours = ganttColumns('hourly', DAY);
const hour = (label: string) => hours.find((column) => column.label === label)!;

describe('what an empty calendar cell or range books', () => {
  it('books the 2-hour slots that start in the selected hours, back to back', () => {
    expect(selectionFromCells('hourly', 'hourly', DAY, 'desk-1', [hour('10:00')])).toEqual({
      instanceId: 'desk-1',
      dates: [DAY],
      slots: ['10:00'],
    });
    const range = columnRange(hours, '2026-12-02T10', '2026-12-02T13');
    expect(selectionFromCells('hourly', 'hourly', DAY, 'desk-1', range).slots).toEqual(['10:00', '12:00']);
    // No slot starts at 03:00: the day opens with the slot to choose.
    expect(selectionFromCells('hourly', 'hourly', DAY, 'desk-1', [hour('03:00')]).slots).toEqual([]);
  });

  it('books dates on the day views: a range of days for daily spaces, the first as a monthly start', () => {
    const days = ganttColumns('range', DAY);
    const range = columnRange(days, days[3].key, days[1].key);
    expect(selectionFromCells('range', 'daily', DAY, 'desk-1', range).dates).toEqual([
      days[1].key,
      days[2].key,
      days[3].key,
    ]);
    expect(selectionFromCells('range', 'monthly', DAY, 'desk-1', range).dates).toEqual([days[1].key]);
    expect(selectionFromCells('range', 'daily', DAY, 'desk-1', days).dates).toHaveLength(10);
  });

  it('moves a dropped booking to the cell’s instance and date, and on the hourly view its hour', () => {
    expect(moveTargetOf('hourly', DAY, 'desk-2', hour('14:00'))).toEqual({
      instanceId: 'desk-2',
      date: DAY,
      time: '14:00',
    });
    const [, day] = ganttColumns('range', DAY);
    expect(moveTargetOf('range', DAY, 'desk-2', day)).toEqual({ instanceId: 'desk-2', date: day.key, time: null });
  });

  it('tells a free slot from a taken one, on one instance or any', () => {
    const held = [{ instanceId: 'desk-1', startAt: '2026-12-02T10:00:00+03:00', endAt: '2026-12-02T12:00:00+03:00' }];
    expect(slotIsFree(held, ['desk-1', 'desk-2'], 'desk-1', DAY, '11:00')).toBe(false);
    expect(slotIsFree(held, ['desk-1', 'desk-2'], 'desk-1', DAY, '12:00')).toBe(true);
    expect(slotIsFree(held, ['desk-1', 'desk-2'], '', DAY, '10:00')).toBe(true);
    expect(slotIsFree(held, ['desk-1'], '', DAY, '10:00')).toBe(false);
  });
});

describe('the staff booking form', () => {
  const filled = {
    ...emptyDraft({ instanceId: 'desk-1', dates: [DAY], slots: ['10:00'] }),
    firstName: 'Achieng',
    lastName: 'Otieno',
    email: 'achieng@example.com',
  };

  it('checks the M-Pesa code as the server does, after dropping spaces and capitalising', () => {
    expect(draftErrors({ ...filled, paymentKind: 'mpesa', mpesaCode: 'QGH4K2' }, 'hourly').mpesaCode).toMatch(
      /10 capital letters and digits/,
    );
    expect(draftErrors({ ...filled, paymentKind: 'mpesa', mpesaCode: 'qgh4 k2l9pz' }, 'hourly')).toEqual({});
    expect(bookingBodyOf('space', { ...filled, paymentKind: 'mpesa', mpesaCode: 'qgh4 k2l9pz' })).toMatchObject({
      paymentKind: 'mpesa',
      mpesaCode: 'QGH4K2L9PZ',
    });
  });

  it('wants a reason for a discount or a complimentary booking, and keeps a discount to half', () => {
    const discounted = { ...filled, discountKind: 'percent' as const, discountValue: '60' };
    expect(draftErrors(discounted, 'hourly')).toEqual({
      discountValue: 'At most 50%; use complimentary to waive more',
      discountReason: 'Please say why the discount is given (3 to 500 characters)',
    });
    expect(draftErrors({ ...filled, paymentKind: 'complimentary' }, 'hourly').complimentaryReason).toBeDefined();
    expect(draftErrors({ ...filled, slots: [] }, 'hourly').slots).toBe('Please choose at least one time slot');
  });

  it('sends a KES discount in cents, and only the fields of the chosen customer and payment', () => {
    const draft = {
      ...filled,
      instanceId: '',
      discountKind: 'cents' as const,
      discountValue: '250',
      discountReason: 'Regular',
      paymentKind: 'bank_transfer' as const,
      bankReference: ' EQ-7781 ',
    };
    expect(quoteBodyOf('space', draft)).toEqual({
      spaceId: 'space',
      dates: [DAY],
      slots: ['10:00'],
      discountKind: 'cents',
      discountValue: 25_000,
    });
    expect(bookingBodyOf('space', draft)).toEqual({
      spaceId: 'space',
      dates: [DAY],
      slots: ['10:00'],
      discountKind: 'cents',
      discountValue: 25_000,
      discountReason: 'Regular',
      firstName: 'Achieng',
      lastName: 'Otieno',
      email: 'achieng@example.com',
      paymentKind: 'bank_transfer',
      bankReference: 'EQ-7781',
    });
    expect(bookingBodyOf('space', { ...filled, customerMode: 'existing', userId: 'user-1' })).toMatchObject({
      userId: 'user-1',
      instanceId: 'desk-1',
    });
    expect(bookingBodyOf('space', { ...filled, customerMode: 'existing', userId: 'user-1' })).not.toHaveProperty(
      'email',
    );
  });
});
