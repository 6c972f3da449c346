import { Module } from '@nestjs/common';
import { ChangeNoticesModule } from '../changes/change-notices.module.js';
import { PreparedAnswers } from './prepared-answers.js';

/** Public lists answered from prepared bytes (see PreparedAnswers): one registry per process. */
@Module({ imports: [ChangeNoticesModule], providers: [PreparedAnswers], exports: [PreparedAnswers] })
export class PreparedAnswersModule {}
