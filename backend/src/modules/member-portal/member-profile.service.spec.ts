import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type User } from '../identity/entities/user.entity.js';
import { type MemberPortalRepository } from './member-portal.repository.js';
import { MemberProfileService } from './member-profile.service.js';

/** The member's own details with the database replaced by a fake: what is kept, and how. */
describe("changing the member's profile", () => {
  it('keeps the names and phone, upper-cases the KRA PIN, clears what was left out, and commits once', async () => {
    const stored = {
      id: 'member-1',
      email: 'amina@example.co.ke',
      firstName: 'Amina',
      lastName: 'Old',
      phone: '+254700000001',
      companyName: 'Old Ltd',
      kraPin: 'P051234567X',
    } as User;
    const unitOfWork = new FakeUnitOfWork();
    const repository: Pick<MemberPortalRepository, 'member'> = { member: async () => stored };
    const service = new MemberProfileService(unitOfWork.asUnitOfWork(), repository as MemberPortalRepository);

    const profile = await service.update({ id: 'member-1' } as User, {
      firstName: 'Amina',
      lastName: 'Wanjiku',
      kraPin: 'a123456789z',
    });

    expect(profile).toEqual({
      id: 'member-1',
      email: 'amina@example.co.ke',
      firstName: 'Amina',
      lastName: 'Wanjiku',
      phone: null,
      companyName: null,
      kraPin: 'A123456789Z',
    });
    expect(stored).toMatchObject({ lastName: 'Wanjiku', phone: null, companyName: null, kraPin: 'A123456789Z' });
    expect(unitOfWork.commits).toBe(1);
  });
});
