import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SmsDeliveryReportDto } from './delivery-report.dto.js';
import { SmsCallbackSecretGuard } from './sms-callback-secret.guard.js';
import { SmsDeliveryReports } from './sms-delivery-reports.service.js';

/** Africa's Talking's delivery reports (the callback URL set in its dashboard, with SMS_CALLBACK_SECRET in it). */
@ApiTags('sms')
@Controller('sms/delivery-reports')
export class SmsDeliveryReportsController {
  constructor(private readonly reports: SmsDeliveryReports) {}

  @Post(':secret')
  @UseGuards(SmsCallbackSecretGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Africa's Talking's delivery report of one SMS (form-encoded or JSON); stored on the message it names, unknown ids ignored",
  })
  @ApiOkResponse({ description: 'Taken (or ignored: an unknown message id)' })
  @ApiNotFoundResponse({ description: 'Wrong or missing secret' })
  async report(@Param('secret') _secret: string, @Body() body: SmsDeliveryReportDto): Promise<{ received: true }> {
    await this.reports.record(body);
    return { received: true };
  }
}
