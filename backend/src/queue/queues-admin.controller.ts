import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { type Queue } from 'bullmq';
import { RequireSuperAdmin } from '../modules/identity/access/access-rule.decorator.js';
import { QUEUES } from './queues.js';

export class QueueStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
  @ApiProperty({ description: 'Worker processes consuming this queue now' }) workers!: number;
}

/** What the background queues are doing, for the super admin's operations view. */
@ApiTags('admin operations')
@Controller('admin/queues')
export class QueuesAdminController {
  private readonly queues: Queue[];

  constructor(
    @InjectQueue(QUEUES.system) system: Queue,
    @InjectQueue(QUEUES.mail) mail: Queue,
    @InjectQueue(QUEUES.payment) payment: Queue,
    @InjectQueue(QUEUES.booking) booking: Queue,
  ) {
    this.queues = [system, mail, payment, booking];
  }

  @Get()
  @RequireSuperAdmin()
  @ApiOperation({ summary: 'Jobs per state and live workers, per queue' })
  @ApiOkResponse({ type: [QueueStatusDto] })
  async list(): Promise<QueueStatusDto[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [counts, workers] = await Promise.all([queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'), queue.getWorkersCount()]);
        return { name: queue.name, waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0, completed: counts.completed ?? 0, workers };
      }),
    );
  }
}
