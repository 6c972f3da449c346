import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { IDENTITY_ENTITIES } from './identity.entities.js';

/** Admins, users, roles and permissions, admin sessions. */
@Module({
  imports: [MikroOrmModule.forFeature(IDENTITY_ENTITIES)],
})
export class IdentityModule {}
