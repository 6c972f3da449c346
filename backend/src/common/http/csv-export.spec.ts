import { buffer } from 'node:stream/consumers';
import { type Readable } from 'node:stream';
import { csvFile, csvKes, csvVenueDateTime, type CsvColumn } from './csv-export.js';

interface Person {
  name: string;
  phone: string;
  paidCents: number;
  at: Date;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Name', value: (person) => person.name },
  { header: 'Phone', value: (person) => person.phone },
  { header: 'Paid (KES)', value: (person) => csvKes(person.paidCents) },
  { header: 'At (Nairobi)', value: (person) => csvVenueDateTime(person.at) },
];

// Buffer's decoding keeps the byte-order mark (TextDecoder would drop it).
const csvOf = async (stream: Readable) => (await buffer(stream)).toString('utf8');

async function* people(...rows: Person[]): AsyncGenerator<Person> {
  yield* rows;
}

describe('a list exported as CSV', () => {
  it('writes a heading row, then one line per row with Nairobi times and KES as plain numbers', async () => {
    const file = csvFile(
      'bookings',
      columns,
      people(
        { name: 'Wanjiku, Kamau', phone: '+254712345678', paidCents: 150050, at: new Date('2026-12-04T07:00:00Z') },
        { name: 'Otieno "Jr"', phone: '0712 345 678', paidCents: 0, at: new Date('2026-12-31T21:30:00Z') },
      ),
    );
    const csv = await csvOf(file.getStream() as Readable);
    expect(csv).toBe(
      '\uFEFFName,Phone,Paid (KES),At (Nairobi)\r\n' +
        '"Wanjiku, Kamau",+254712345678,1500.5,2026-12-04 10:00\r\n' +
        '"Otieno ""Jr""",0712 345 678,0,2027-01-01 00:30\r\n',
    );
    expect(file.getHeaders().type).toBe('text/csv; charset=utf-8');
    expect(file.getHeaders().disposition).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it('keeps text a spreadsheet would run as a formula as text', async () => {
    const csv = await csvOf(
      csvFile(
        'users',
        columns,
        people({ name: '=HYPERLINK("http://x")', phone: '+254 712 345', paidCents: 1, at: new Date(0) }),
      ).getStream() as Readable,
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+254 712 345,0.01,1970-01-01 03:00`);
  });

  it('reads numeric strings as KES numbers and leaves missing values empty', () => {
    expect(csvKes('2500.00')).toBe(2500);
    expect(csvKes(null)).toBeNull();
    expect(csvVenueDateTime(null)).toBe('');
  });
});
