import { Module } from '@nestjs/common';
import { ChangeNotices } from './change-notices.js';

/** Change notices between the processes of one installation (see ChangeNotices). */
@Module({ providers: [ChangeNotices], exports: [ChangeNotices] })
export class ChangeNoticesModule {}
