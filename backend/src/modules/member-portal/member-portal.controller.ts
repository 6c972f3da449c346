import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type User } from '../identity/entities/user.entity.js';
import { ApiPdfDownload, pdfFile } from '../payment/receipts/pdf-file.js';
import { ManageLinkDto, MemberBookingsDto } from './dto/member-booking.dto.js';
import { MemberDocumentDto } from './dto/member-document.dto.js';
import { MemberCheckoutDto, MemberMembershipDto, MemberPayDto } from './dto/member-membership.dto.js';
import { MemberProfileDto, UpdateMemberProfileDto } from './dto/member-profile.dto.js';
import { MemberBookingsService } from './member-bookings.service.js';
import { MemberDocumentsService } from './member-documents.service.js';
import { MemberMembershipsService } from './member-memberships.service.js';
import { MEMBER_PORTAL_MESSAGES } from './member-portal.messages.js';
import { MemberProfileService, toMemberProfile } from './member-profile.service.js';
import { CurrentMember, MemberRoute } from './session/member-session.guard.js';

/** An id of something the member may not own: malformed is simply "not found", like someone else's. */
const idOf = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(message) });

/** The signed-in member's own things: profile, memberships, bookings, receipts and credit notes. */
@ApiTags('member portal')
@Controller('member')
@MemberRoute()
export class MemberPortalController {
  constructor(
    private readonly profile: MemberProfileService,
    private readonly memberships: MemberMembershipsService,
    private readonly bookings: MemberBookingsService,
    private readonly documents: MemberDocumentsService,
  ) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in member' })
  @ApiOkResponse({ type: MemberProfileDto })
  me(@CurrentMember() member: User): MemberProfileDto {
    return toMemberProfile(member);
  }

  @Put('me')
  @ApiOperation({ summary: 'Change name, phone, and the company and KRA PIN printed on later receipts' })
  @ApiOkResponse({ type: MemberProfileDto })
  @ApiBadRequestResponse({ description: 'A field is not valid (the message names it)' })
  updateMe(@CurrentMember() member: User, @Body() body: UpdateMemberProfileDto): Promise<MemberProfileDto> {
    return this.profile.update(member, body);
  }

  @Get('memberships')
  @ApiOperation({ summary: "The member's memberships, newest first, with what can be done about each now" })
  @ApiOkResponse({ type: [MemberMembershipDto] })
  listMemberships(@CurrentMember() member: User): Promise<MemberMembershipDto[]> {
    return this.memberships.list(member);
  }

  @Post('memberships/:id/cancel-renewal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stop renewal: no further charge or reminder, access until the paid period ends' })
  @ApiOkResponse({ type: MemberMembershipDto })
  @ApiNotFoundResponse({ description: 'No such membership of this member' })
  @ApiConflictResponse({ description: 'Not renewing anyway, or already ended (the message says)' })
  cancelRenewal(
    @CurrentMember() member: User,
    @Param('id', idOf(MEMBER_PORTAL_MESSAGES.membershipNotFound)) id: string,
  ): Promise<MemberMembershipDto> {
    return this.memberships.cancelRenewal(member, id);
  }

  @Post('memberships/:id/resume-renewal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch renewal back on while the paid period still runs' })
  @ApiOkResponse({ type: MemberMembershipDto })
  @ApiNotFoundResponse({ description: 'No such membership of this member' })
  @ApiConflictResponse({ description: 'The period has ended, or it was not set to stop (the message says)' })
  resumeRenewal(
    @CurrentMember() member: User,
    @Param('id', idOf(MEMBER_PORTAL_MESSAGES.membershipNotFound)) id: string,
  ): Promise<MemberMembershipDto> {
    return this.memberships.resumeRenewal(member, id);
  }

  @Post('memberships/:id/pay')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Pay the membership's next period: Paystack's checkout (card or M-Pesa), or an M-Pesa prompt on a phone",
  })
  @ApiOkResponse({ type: MemberCheckoutDto })
  @ApiNotFoundResponse({ description: 'No such membership of this member' })
  @ApiConflictResponse({ description: 'Nothing is due yet, or the membership does not renew (the message says)' })
  pay(
    @CurrentMember() member: User,
    @Param('id', idOf(MEMBER_PORTAL_MESSAGES.membershipNotFound)) id: string,
    @Body() body: MemberPayDto,
  ): Promise<MemberCheckoutDto> {
    return this.memberships.pay(member, id, body);
  }

  @Get('bookings')
  @ApiOperation({ summary: "The member's bookings and tours (by their e-mail): upcoming and past" })
  @ApiOkResponse({ type: MemberBookingsDto })
  listBookings(@CurrentMember() member: User): Promise<MemberBookingsDto> {
    return this.bookings.list(member);
  }

  @Post('bookings/:bookingGroupId/manage-link')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A fresh manage link for a booking that has not ended (view, receipt, calendar, cancel)' })
  @ApiOkResponse({ type: ManageLinkDto })
  @ApiNotFoundResponse({ description: 'No such booking of this member' })
  @ApiConflictResponse({ description: 'The booking has ended' })
  manageLink(
    @CurrentMember() member: User,
    @Param('bookingGroupId', idOf(MEMBER_PORTAL_MESSAGES.bookingNotFound)) bookingGroupId: string,
  ): Promise<ManageLinkDto> {
    return this.bookings.manageLink(member, bookingGroupId);
  }

  @Get('documents')
  @ApiOperation({ summary: "The member's receipts and credit notes, newest first" })
  @ApiOkResponse({ type: [MemberDocumentDto] })
  listDocuments(@CurrentMember() member: User): Promise<MemberDocumentDto[]> {
    return this.documents.list(member);
  }

  @Get('payments/:paymentId/receipt')
  @ApiPdfDownload("A payment's numbered receipt (PDF)", 'No such receipt of this member')
  async receipt(
    @CurrentMember() member: User,
    @Param('paymentId', idOf(MEMBER_PORTAL_MESSAGES.receiptNotFound)) paymentId: string,
  ): Promise<StreamableFile> {
    return pdfFile(await this.documents.receipt(member, paymentId));
  }

  @Get('refunds/:refundId/credit-note')
  @ApiPdfDownload("A processed refund's credit note (PDF)", 'No such credit note of this member')
  async creditNote(
    @CurrentMember() member: User,
    @Param('refundId', idOf(MEMBER_PORTAL_MESSAGES.creditNoteNotFound)) refundId: string,
  ): Promise<StreamableFile> {
    return pdfFile(await this.documents.creditNote(member, refundId));
  }
}
