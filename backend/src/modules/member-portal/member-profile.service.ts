import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../identity/entities/user.entity.js';
import { type MemberProfileDto, type UpdateMemberProfileDto } from './dto/member-profile.dto.js';

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
  constructor(private readonly em: EntityManager) {}

  async update(member: User, body: UpdateMemberProfileDto): Promise<MemberProfileDto> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, { id: member.id });
    user.firstName = body.firstName;
    user.lastName = body.lastName;
    user.phone = body.phone ?? null;
    user.companyName = body.companyName ?? null;
    user.kraPin = body.kraPin ? body.kraPin.toUpperCase() : null;
    await em.flush();
    return toMemberProfile(user);
  }
}
