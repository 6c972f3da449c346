import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, type StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type User } from '../../identity/entities/user.entity.js';
import { ConsentPreferences } from '../../privacy/consents/consent-preferences.service.js';
import { phoneKey } from '../../privacy/consents/consents.service.js';
import { ApiDataExport, dataExportResponse } from '../../privacy/data-export.response.js';
import { type DataSubject } from '../../privacy/data-subject.js';
import {
  ConsentsDto,
  DataExportQueryDto,
  ErasureRequestedDto,
  MemberPrivacyDto,
  RequestErasureDto,
  UpdateConsentsDto,
} from '../../privacy/dto/privacy.dto.js';
import { ErasureRequestsService } from '../../privacy/erasure/erasure-requests.service.js';
import { DataExportService, type PersonalDataExport } from '../../privacy/export/data-export.service.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';

/** The member as a data subject: their account's e-mail and phone. */
function subjectOf(member: User): DataSubject {
  const phone = phoneKey(member.phone);
  return { emails: [member.email.toLowerCase()], phones: phone ? [phone] : [], userId: member.id };
}

/** The member's rights under the Data Protection Act: consents, a copy of their data, erasure. */
@ApiTags('member portal')
@Controller('member')
@MemberRoute()
export class MemberPrivacyController {
  constructor(
    private readonly consents: ConsentPreferences,
    private readonly exports: DataExportService,
    private readonly erasures: ErasureRequestsService,
  ) {}

  @Get('privacy')
  @ApiOperation({ summary: "The member's consents and their open erasure request" })
  @ApiOkResponse({ type: MemberPrivacyDto })
  async privacy(@CurrentMember() member: User): Promise<MemberPrivacyDto> {
    const subject = subjectOf(member);
    return { consents: await this.consents.current(subject), erasureRequest: await this.erasures.openFor(subject) };
  }

  @Put('consents')
  @ApiOperation({
    summary:
      'Give or withdraw consents; a withdrawal takes effect at once (marketing withdrawn also unsubscribes the newsletter)',
  })
  @ApiOkResponse({ type: ConsentsDto })
  @ApiBadRequestResponse({ description: 'A value is not true or false' })
  updateConsents(@CurrentMember() member: User, @Body() body: UpdateConsentsDto): Promise<ConsentsDto> {
    return this.consents.change(subjectOf(member), body, 'member-portal');
  }

  @Get('data-export')
  @ApiOperation({ summary: 'Everything held about the member (JSON, or a zip with CSV files)' })
  @ApiDataExport()
  async dataExport(
    @CurrentMember() member: User,
    @Query() query: DataExportQueryDto,
  ): Promise<PersonalDataExport | StreamableFile> {
    return dataExportResponse(await this.exports.collect(subjectOf(member)), query.format);
  }

  @Post('erasure-request')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Ask for the erasure of the member’s data (staff complete it within 30 days)' })
  @ApiAcceptedResponse({ type: ErasureRequestedDto, description: 'The new request, or the open one' })
  requestErasure(@CurrentMember() member: User, @Body() body: RequestErasureDto): Promise<ErasureRequestedDto> {
    return this.erasures.request(subjectOf(member), 'member-portal', body.reason ?? null);
  }
}
