import { normalizePromoCode, toCents } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { ChangeNotices } from '../../common/changes/change-notices.js';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import {
  type AdminPromoCodeDto,
  type CreatePromoCodeDto,
  type PromoCodeListQueryDto,
  toAdminPromoCodeDto,
  type UpdatePromoCodeDto,
} from './dto/promo-code-admin.dto.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { PromoCodesRepository } from './promo-codes.repository.js';
import { PROMOTIONS_ERRORS } from './promotions.errors.js';
import { PROMOTIONS_CHANGED } from './promotion-changes.js';

/** Staff create, change and retire promo codes; a code that was used is kept for the books (deactivated, not deleted). */
@Injectable()
export class PromoCodesAdminService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly notices: ChangeNotices,
    private readonly repository: PromoCodesRepository,
  ) {}

  /** A write to promo codes in one transaction; once committed, every process drops its prepared home promotion. */
  private async changeCodes<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.unitOfWork.run(work);
    await this.notices.announce(PROMOTIONS_CHANGED);
    return result;
  }

  async list(query: PromoCodeListQueryDto): Promise<{ rows: AdminPromoCodeDto[]; total: number }> {
    const page = await this.repository.page(query);
    return { rows: page.rows.map(toAdminPromoCodeDto), total: page.total };
  }

  async get(id: string): Promise<AdminPromoCodeDto> {
    const row = await this.repository.row(id);
    if (!row) throw PROMOTIONS_ERRORS.notFound();
    return toAdminPromoCodeDto(row);
  }

  async create(body: CreatePromoCodeDto): Promise<AdminPromoCodeDto> {
    const id = await this.changeCodes(async (tx) => {
      const promo = new PromoCode(normalizePromoCode(body.code));
      await this.apply(tx, promo, body);
      this.repository.add(tx, promo);
      return promo.id;
    });
    return this.get(id);
  }

  async update(id: string, body: UpdatePromoCodeDto): Promise<AdminPromoCodeDto> {
    await this.changeCodes(async (tx) => this.apply(tx, await this.load(tx, id), body));
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    await this.changeCodes(async (tx) => {
      const promo = await this.load(tx, id);
      if (await this.repository.everUsed(tx, id)) throw PROMOTIONS_ERRORS.used(promo.code);
      this.repository.remove(tx, promo);
    });
  }

  /** Applies the fields sent, then checks that the code's rules fit together as a whole. */
  private async apply(tx: Transaction, promo: PromoCode, body: UpdatePromoCodeDto): Promise<void> {
    if (body.code !== undefined) {
      const code = normalizePromoCode(body.code);
      if (await this.repository.codeTaken(tx, code, promo.id)) throw PROMOTIONS_ERRORS.taken(code);
      promo.code = code;
    }
    if (body.description !== undefined) promo.description = body.description || null;
    // Sending one kind of discount replaces the other.
    if (body.percentOff != null) {
      promo.percentOff = body.percentOff;
      promo.amountOffCents = null;
    } else if (body.amountOffKes != null) {
      promo.amountOffCents = toCents(body.amountOffKes.toFixed(2));
      promo.percentOff = null;
    }
    if (body.appliesTo !== undefined) promo.appliesTo = body.appliesTo;
    if (body.planIds !== undefined) promo.planIds = [...new Set(body.planIds)];
    if (body.spaceIds !== undefined) promo.spaceIds = [...new Set(body.spaceIds)];
    if (body.firstPeriodOnly !== undefined) promo.firstPeriodOnly = body.firstPeriodOnly;
    if (body.validFrom !== undefined) promo.validFrom = body.validFrom;
    if (body.validTo !== undefined) promo.validTo = body.validTo;
    if (body.maxRedemptions !== undefined) promo.maxRedemptions = body.maxRedemptions;
    if (body.maxPerCustomer !== undefined) promo.maxPerCustomer = body.maxPerCustomer;
    if (body.active !== undefined) promo.active = body.active;
    if (body.displayOnSite !== undefined) promo.displayOnSite = body.displayOnSite;
    if (body.bannerText !== undefined) promo.bannerText = body.bannerText || null;
    const problems = rulesProblems(promo);
    if (Object.keys(problems).length > 0) throw PROMOTIONS_ERRORS.invalid(problems);
  }

  private async load(tx: Transaction, id: string): Promise<PromoCode> {
    const promo = await this.repository.findById(tx, id);
    if (!promo) throw PROMOTIONS_ERRORS.notFound();
    return promo;
  }
}

/** What does not fit together in a code's rules, per field. */
export function rulesProblems(promo: PromoCode): Record<string, string> {
  const problems: Record<string, string> = {};
  if (promo.percentOff === null && promo.amountOffCents === null)
    problems.percentOff = 'Give a percentage off or an amount off';
  if (promo.appliesTo === 'plans' && promo.planIds.length === 0) problems.planIds = 'Choose the plans it applies to';
  if (promo.appliesTo === 'spaces' && promo.spaceIds.length === 0)
    problems.spaceIds = 'Choose the spaces it applies to';
  if (promo.validFrom && promo.validTo && promo.validTo < promo.validFrom)
    problems.validTo = 'Valid to must be on or after valid from';
  return problems;
}
