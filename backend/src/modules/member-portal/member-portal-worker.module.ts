import { Module } from '@nestjs/common';
import { MemberPortalModule } from './member-portal.module.js';
import { SignInLinkProcessor } from './session/sign-in-link.processor.js';

/** The worker's half of the member portal: mailing sign-in links. Loaded by the worker process only. */
@Module({
  imports: [MemberPortalModule],
  providers: [SignInLinkProcessor],
})
export class MemberPortalWorkerModule {}
