import { centsToAmount } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { Company } from '../entities/company.entity.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import {
  type CompanyDetailDto,
  type CompanyDto,
  type CompanyListQueryDto,
  type CreateCompanyDto,
  type UpdateCompanyDto,
} from './dto/company.dto.js';
import { CompaniesRepository, type CompanyRow } from './companies.repository.js';
import { toTeamDto } from './team-seats.service.js';
import { TeamsRepository } from './teams.repository.js';

const toCompanyDto = (row: CompanyRow): CompanyDto => ({ ...row });

/**
 * Companies that pay for team memberships: staff keep their receipt details in the back-office and see their teams,
 * seats and payments; a team checkout on the site creates one (or finds the company buying again).
 */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: CompaniesRepository,
    private readonly teams: TeamsRepository,
  ) {}

  async list(query: CompanyListQueryDto): Promise<{ rows: CompanyDto[]; total: number }> {
    const page = await this.repository.page(query);
    return { rows: page.rows.map(toCompanyDto), total: page.total };
  }

  async get(id: string): Promise<CompanyDetailDto> {
    const row = await this.repository.row(id);
    if (!row) throw MEMBERSHIP_ERRORS.companyNotFound();
    const teams = await this.teams.ofCompany(id);
    const seats = await this.teams.heldSeatsOf(teams.map((team) => team.id));
    const payments = await this.repository.payments(id);
    return {
      ...toCompanyDto(row),
      teams: teams.map((team) => toTeamDto(team, seats.get(team.id) ?? [])),
      payments: payments.map(({ amountCents, ...payment }) => ({ ...payment, amountKes: centsToAmount(amountCents) })),
    };
  }

  async create(body: CreateCompanyDto): Promise<CompanyDetailDto> {
    const id = await this.unitOfWork.run(async (tx) => {
      const company = new Company(body.name.trim(), body.billingEmail.toLowerCase());
      apply(company, body);
      this.repository.add(tx, company);
      return company.id;
    });
    return this.get(id);
  }

  async update(id: string, body: UpdateCompanyDto): Promise<CompanyDetailDto> {
    await this.unitOfWork.run(async (tx) => apply(await this.load(tx, id), body));
    return this.get(id);
  }

  /** Only a company that never had a team membership is deleted; one with receipts is kept (409). */
  async remove(id: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const company = await this.load(tx, id);
      if (await this.repository.hasMemberships(tx, id)) throw MEMBERSHIP_ERRORS.companyHasMemberships(company.name);
      this.repository.remove(tx, company);
    });
  }

  /**
   * The company of a team checkout: the one with the same KRA PIN and billing e-mail when it is buying again, else
   * a new one. A PIN alone never attaches a checkout to an existing company (anyone can type a PIN).
   */
  async forCheckout(
    tx: Transaction,
    checkout: { name: string; kraPin?: string | null; email: string },
  ): Promise<Company> {
    const kraPin = checkout.kraPin?.trim().toUpperCase() || null;
    const existing = kraPin ? await this.repository.forCheckout(tx, kraPin, checkout.email) : null;
    if (existing) return existing;
    const company = new Company(checkout.name, checkout.email);
    company.kraPin = kraPin;
    this.repository.add(tx, company);
    return company;
  }

  private async load(tx: Transaction, id: string): Promise<Company> {
    const company = await this.repository.byId(tx, id);
    if (!company) throw MEMBERSHIP_ERRORS.companyNotFound();
    return company;
  }
}

/** The fields sent, cleaned: names trimmed, PINs in capitals, e-mails in lower case, blanks as null. */
function apply(company: Company, body: UpdateCompanyDto): void {
  if (body.name !== undefined) company.name = body.name.trim();
  if (body.kraPin !== undefined) company.kraPin = body.kraPin?.trim().toUpperCase() || null;
  if (body.billingEmail !== undefined) company.billingEmail = body.billingEmail.toLowerCase();
  if (body.address !== undefined) company.address = body.address?.trim() || null;
  if (body.phone !== undefined) company.phone = body.phone?.trim() || null;
}
