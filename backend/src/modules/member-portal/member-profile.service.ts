import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/transaction.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MemberProfileDto, type UpdateMemberProfileDto } from './dto/member-profile.dto.js';
import { MemberPortalRepository } from './member-portal.repository.js';

export function toMemberProfile(user: User): MemberProfileDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    companyName: user.companyName,
    kraPin: user.kraPin,
  };
}

/** The member's own details: names and phone, and the company and KRA PIN their receipts should carry. */
@Injectable()
export class MemberProfileService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: MemberPortalRepository,
  ) {}

  async update(member: User, body: UpdateMemberProfileDto): Promise<MemberProfileDto> {
    const user = await this.unitOfWork.run(async (tx) => {
      const user = await this.repository.member(tx, member.id);
      user.firstName = body.firstName;
      user.lastName = body.lastName;
      user.phone = body.phone ?? null;
      user.companyName = body.companyName ?? null;
      user.kraPin = body.kraPin ? body.kraPin.toUpperCase() : null;
      return user;
    });
    return toMemberProfile(user);
  }
}
