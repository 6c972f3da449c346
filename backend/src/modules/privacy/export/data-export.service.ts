import { formatMpesaPhone } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { DomainEvents } from '../../../common/events/domain-events.js';
import { MemberPersonalData } from '../../identity/members/member-personal-data.service.js';
import { type AccountRow } from '../../identity/members/member-personal-data.repository.js';
import { Consents, phoneKey } from '../consents/consents.service.js';
import { type DataSubject } from '../data-subject.js';
import {
  EXPORT_SECTIONS,
  type ExportRow,
  type ExportSection,
  PersonalDataExportRequested,
} from './personal-data-export-requested.event.js';

/** Everything held about a person, as `GET …/data-export` answers it. */
export type PersonalDataExport = {
  generatedAt: string;
  person: { names: string[]; emails: string[]; phones: string[] };
  account: ExportRow | null;
} & Record<ExportSection, ExportRow[]>;

/** What the records say about a person, gathered from every module (for an export, and before an erasure). */
export interface PersonFound {
  emails: string[];
  phones: string[];
  names: string[];
  accounts: AccountRow[];
  sections: Record<ExportSection, ExportRow[]>;
}

const unique = (values: Iterable<string>) => [...new Set([...values].filter((value) => value.trim() !== ''))];

/**
 * The right of access (Data Protection Act 2019, s. 26): every module answers its rows about the person, and the
 * export is that, as JSON or as a zip of data.json with one CSV per section.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: DomainEvents,
    private readonly accounts: MemberPersonalData,
    private readonly consents: Consents,
  ) {}

  /** What the records say about the person, read in `tx`. */
  async find(tx: Transaction, subject: DataSubject): Promise<PersonFound> {
    const accounts = await this.accounts.accounts(tx, subject, subject.userId);
    const emails = unique([...subject.emails, ...accounts.map((account) => account.email.toLowerCase())]);
    const phones = unique([...subject.phones, ...accounts.map((account) => phoneKey(account.phone) ?? '')]);
    const widened: DataSubject = { emails, phones, userId: subject.userId };
    const answers = await this.events.publish(new PersonalDataExportRequested(tx, widened));
    const sections = Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, [] as ExportRow[]])) as Record<
      ExportSection,
      ExportRow[]
    >;
    for (const answer of answers)
      for (const [section, rows] of Object.entries(answer.sections ?? {}))
        sections[section as ExportSection].push(...(rows ?? []));
    sections.consents.push(
      ...(await this.consents.history(widened, tx)).map((record) => ({
        channel: record.channel,
        granted: record.granted,
        email: record.email,
        phone: record.phone,
        source: record.source,
        wording: record.wording,
        at: record.createdAt.toISOString(),
      })),
    );
    const names = unique([
      ...accounts.map((account) => [account.firstName, account.lastName].filter(Boolean).join(' ')),
      ...answers.flatMap((answer) => answer.names ?? []),
    ]);
    return {
      emails,
      phones: unique([...phones, ...answers.flatMap((answer) => answer.phones ?? [])]),
      names,
      accounts,
      sections,
    };
  }

  /** The export of everything held about the person. */
  async collect(subject: DataSubject, now: Date = new Date()): Promise<PersonalDataExport> {
    const found = await this.unitOfWork.run((tx) => this.find(tx, subject));
    const account = found.accounts.find((row) => row.id === subject.userId) ?? found.accounts[0];
    return {
      generatedAt: now.toISOString(),
      person: {
        names: found.names,
        emails: found.emails,
        phones: found.phones.map((phone) => (/^254[17]\d{8}$/.test(phone) ? formatMpesaPhone(phone) : phone)),
      },
      account: account
        ? {
            email: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            phone: account.phone,
            companyName: account.companyName,
            kraPin: account.kraPin,
            createdAt: new Date(account.createdAt).toISOString(),
          }
        : null,
      ...found.sections,
    };
  }
}

/** The zip of an export: data.json, person.csv, account.csv and one CSV per section (a header row, then the rows). */
export function exportZip(data: PersonalDataExport): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'person.csv': strToU8(
      csvOf([
        ...data.person.names.map((value) => ({ kind: 'name', value })),
        ...data.person.emails.map((value) => ({ kind: 'email', value })),
        ...data.person.phones.map((value) => ({ kind: 'phone', value })),
      ]),
    ),
    'account.csv': strToU8(csvOf(data.account ? [data.account] : [])),
  };
  for (const section of EXPORT_SECTIONS) files[`${kebab(section)}.csv`] = strToU8(csvOf(data[section]));
  return zipSync(files, { level: 6, mtime: new Date(data.generatedAt) });
}

/** `my-data-2026-11-29.zip` */
export function exportFilename(data: PersonalDataExport): string {
  return `my-data-${data.generatedAt.slice(0, 10)}.zip`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function csvOf(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify(
    rows.map((row) => columns.map((column) => row[column] ?? '')),
    { header: true, columns, cast: { boolean: (value) => (value ? 'true' : 'false') } },
  );
}
