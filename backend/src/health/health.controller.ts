import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { HealthReportDto, MailReportDto, WorkerReportDto } from './health.dto.js';
import { type HealthReport, HealthService, type MailReport, type WorkerReport } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Whether the API reaches PostgreSQL and Redis' })
  @ApiOkResponse({ type: HealthReportDto })
  @ApiServiceUnavailableResponse({ type: HealthReportDto, description: 'The database or Redis is down' })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('mail')
  @ApiOperation({
    summary: 'Whether mail goes out: e-mails unsent after some minutes, and e-mails given up on in the last day',
  })
  @ApiOkResponse({ type: MailReportDto })
  @ApiServiceUnavailableResponse({ type: MailReportDto, description: 'Mail is waiting too long, or some failed' })
  async checkMail(@Res({ passthrough: true }) response: FastifyReply): Promise<MailReport> {
    const report = await this.health.checkMail();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('worker')
  @ApiOperation({ summary: 'Whether a worker process answers a job through Redis' })
  @ApiOkResponse({ type: WorkerReportDto })
  @ApiServiceUnavailableResponse({ type: WorkerReportDto, description: 'No worker answered in time' })
  async checkWorker(@Res({ passthrough: true }) response: FastifyReply): Promise<WorkerReport> {
    const report = await this.health.checkWorker();
    if (report.worker !== 'up') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
